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
            if key == .enter, let form = FieldOwner.form(of: element, in: page.document), Self.submitsOnEnter(form) {
                return submit(form: form, submitter: Self.defaultButton(of: form))
            }
        }
        return []
    }

    /// Enter in a text field sends the form only when it is the form's one
    /// text field (a search box); in longer forms Enter just ends typing, so
    /// that filling in a form never sends it half done.
    static func submitsOnEnter(_ form: Element) -> Bool {
        let textFields = FormState(form: form, values: FormValues()).fields.filter {
            guard case .textLike? = FormFieldKind($0) else { return false }
            return !DisabledState.isDisabled($0)
        }
        return textFields.count == 1
    }

    /// The first submit button, which implicit submission presses (HTML).
    static func defaultButton(of form: Element) -> Element? {
        FormState(form: form, values: FormValues()).fields.first {
            let kind = FormFieldKind($0)
            return kind == .submitButton || kind == .image
        }
    }
}
