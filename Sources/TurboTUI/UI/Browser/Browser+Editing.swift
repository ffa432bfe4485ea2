/// Keys while typing into a field. Every change is stored at once in the
/// page's values, so nothing typed depends on how editing ends.
extension Browser {
    mutating func handleEditingKey(_ key: Key) -> [BrowserEffect] {
        guard let inUse = state.fieldInUse, var editor = inUse.editor, let page = state.activePage,
              inUse.field(on: page) != nil else {
            state.fieldInUse = nil
            return []
        }
        let element = inUse.element
        switch key {
        case .tab, .backTab:
            state.fieldInUse = nil
            moveFocus(forward: key == .tab, onScreenOnly: false)
            return []
        case .control("e"):
            state.fieldInUse = nil
            return [.editExternally(text: editor.text, reference(to: element))]
        default:
            break
        }
        switch editor.handle(key) {
        case .edited:
            state.fieldInUse?.use = .typing(editor)
            state.activePage?.set(.text(editor.text), for: element)
        case .ignored:
            break
        case .finished:
            state.fieldInUse = nil
            // Enter in a one-line field submits implicitly, as in a browser; Esc only ends typing.
            if key == .enter, let form = FieldOwner.form(of: element, in: page.document) {
                return submitImplicitly(form)
            }
        }
        return []
    }

    private mutating func submitImplicitly(_ form: Element) -> [BrowserEffect] {
        switch ImplicitSubmission(form: form) {
        case .press(let button):
            return submit(form: form, submitter: button)
        case .submitWithoutButton:
            return submit(form: form, submitter: nil)
        case .disabledDefaultButton:
            state.message = .info("Not sent: the form's button is disabled")
        case .tooManyFields:
            state.message = .info("Not sent: this form has no button, and Enter sends only a form with one text field")
        }
        return []
    }
}
