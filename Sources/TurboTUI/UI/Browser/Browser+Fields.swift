import Foundation

/// Using a form field: Enter (or a click) on a field starts typing into it,
/// toggles it, opens its option list, asks for a file, or presses it.
extension Browser {
    mutating func activate(field index: Int) -> [BrowserEffect] {
        guard let page = state.activePage, page.rendered.fields.indices.contains(index) else { return [] }
        let field = page.rendered.fields[index]
        focus(.field(index))
        if field.isDisabled {
            state.message = .info("This field is disabled")
            return []
        }
        let element = field.element
        // The whole field in view, its first row first.
        scrollToShow(row: field.line + max(field.height, 1) - 1)
        scrollToShow(row: field.line)
        switch field.kind {
        case .text, .password, .textarea:
            guard !element.hasAttribute("readonly") else {
                state.message = .info("This field is read-only")
                return []
            }
            var text = ""
            if case .text(let value)? = page.currentValue(of: element) { text = value }
            var editor = FieldEditor(text: text, isMultiline: field.kind == .textarea,
                                     maxLength: element.attribute("maxlength").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil })
            if !editor.isMultiline, let form = FieldOwner.form(of: element, in: page.document) {
                editor.enterSendsForm = ImplicitSubmission(form: form).sends
            }
            state.fieldInUse = FieldInUse(element: element, use: .typing(editor))
        case .checkbox:
            let checked = page.currentValue(of: element) == .checked(true)
            state.activePage?.set(.checked(!checked), for: element)
        case .radio:
            state.activePage?.set(.checked(true), for: element)
        case .select:
            openPopup(field: index, on: page)
        case .file:
            state.fieldInUse = FieldInUse(element: element, use: .filePath(Prompt(kind: .filePath, text: "")))
        case .submit:
            guard let form = FieldOwner.form(of: element, in: page.document) else {
                state.message = .info("This button is not in a form")
                return []
            }
            return submit(form: form, submitter: element)
        case .reset:
            resetForm(of: element, on: page)
        case .button:
            state.message = .info("This button needs JavaScript, which turbo-tui does not run")
        }
        return []
    }

    /// A click on a field's `<label>` does what a click on the field does, as
    /// in a browser (a checkbox toggles, a text field takes typing, a button
    /// is pressed), except that a select is only focused, not opened.
    mutating func activate(labelledField index: Int) -> [BrowserEffect] {
        guard let field = state.activePage?.rendered.fields[index] else { return [] }
        if field.isDisabled {
            state.message = .info("The field of this label is disabled")
            return []
        }
        if field.kind == .select {
            focus(.field(index))
            return []
        }
        return activate(field: index)
    }

    private mutating func openPopup(field index: Int, on page: PageView) {
        let element = page.rendered.fields[index].element
        let select = SelectOptions(element)
        var chosen: [Int] = []
        if case .selected(let positions)? = page.currentValue(of: select.select) { chosen = positions }
        let labels = select.options.map { FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent) }
        let disabled = Set(select.options.indices.filter { DisabledState.isDisabledOption(select.options[$0]) })
        let popup = SelectPopup(labels: labels, disabled: disabled,
                                allowsMultiple: select.allowsMultiple, chosen: chosen)
        state.fieldInUse = FieldInUse(element: element, use: .choosing(popup))
    }

    private mutating func resetForm(of button: Element, on page: PageView) {
        guard let form = FieldOwner.form(of: button, in: page.document) else { return }
        for field in FormState(form: form, values: FormValues()).fields { state.activePage?.set(nil, for: field) }
        state.message = .info("Form reset")
    }

    /// Keys while the option list is open.
    mutating func handlePopupKey(_ key: Key) -> [BrowserEffect] {
        guard let inUse = state.fieldInUse, var popup = inUse.optionList else { return [] }
        let outcome = popup.handle(key)
        state.fieldInUse = outcome == .moved ? FieldInUse(element: inUse.element, use: .choosing(popup)) : nil
        if outcome == .accepted, let page = state.activePage, inUse.field(on: page) != nil {
            state.activePage?.set(.selected(popup.choice), for: inUse.element)
        }
        return []
    }

    /// A value from `$EDITOR` or a file read, for the page it was asked for.
    mutating func apply(_ edit: ExternalEdit) {
        let target = edit.target
        guard let page = state.stacks[target.stack].page, page.entryID == target.entryID,
              page.fieldIndex(of: target.element) != nil else { return }
        switch edit.value {
        case .success(let value):
            state.stacks[target.stack].page?.set(value, for: target.element)
        case .failure(let error):
            state.message = .error(error.message)
        }
    }

    func reference(to element: Element) -> FieldReference {
        FieldReference(stack: state.activeStack, entryID: state.activePage?.entryID, element: element)
    }
}
