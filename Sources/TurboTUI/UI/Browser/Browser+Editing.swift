/// Keys while typing into a field. Every change is stored at once in the
/// page's values, so nothing typed depends on how editing ends.
extension Browser {
    mutating func handleEditingKey(_ key: Key) -> [BrowserEffect] {
        guard var editor = state.editing, let page = state.activePage,
              page.rendered.fields.indices.contains(editor.field) else {
            state.editing = nil
            return []
        }
        let element = page.rendered.fields[editor.field].element
        switch key {
        case .tab, .backTab:
            state.editing = nil
            moveFocus(forward: key == .tab, onScreenOnly: false)
            return []
        case .control("e"):
            state.editing = nil
            return [.editExternally(text: editor.text, reference(toField: editor.field))]
        default:
            break
        }
        switch editor.handle(key) {
        case .edited:
            state.editing = editor
            state.activePage?.set(.text(editor.text), for: element)
        case .ignored:
            break
        case .finished:
            state.editing = nil
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
