import FoundationEssentials
import HTML
import Render
import Turbo

/// Using a form field: Enter (or a click) on a field starts typing into it,
/// toggles it, opens its option list, asks for a file, or presses it.
package enum FieldActivation {
    package static func activate(field index: Int, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, page.rendered.fields.indices.contains(index) else { return [] }
        let field = page.rendered.fields[index]
        PageFocus.focus(.field(index), in: &browser)
        if field.isDisabled {
            browser.state.message = .info("This field is disabled")
            return []
        }
        let element = field.element
        // The whole field in view, its first row first.
        PageFocus.scrollToShow(row: field.line + max(field.height, 1) - 1, in: &browser)
        PageFocus.scrollToShow(row: field.line, in: &browser)
        switch field.kind {
        case .text, .password, .textarea:
            guard !element.hasAttribute("readonly") else {
                browser.state.message = .info("This field is read-only")
                return []
            }
            var text = ""
            if case .text(let value)? = page.currentValue(of: element) { text = value }
            var editor = FieldEditor(text: text, isMultiline: field.kind == .textarea,
                                     maxLength: element.attribute("maxlength").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil })
            if !editor.isMultiline, let form = FieldOwner.form(of: element, in: page.document) {
                editor.enterSendsForm = ImplicitSubmission(form: form).sends
            }
            browser.state.fieldInUse = FieldInUse(element: element, use: .typing(editor))
        case .checkbox:
            let checked = page.currentValue(of: element) == .checked(true)
            browser.state.activePage?.set(.checked(!checked), for: element)
        case .radio:
            browser.state.activePage?.set(.checked(true), for: element)
        case .select:
            openPopup(field: index, on: page, in: &browser)
        case .file:
            browser.state.fieldInUse = FieldInUse(element: element, use: .filePath(Prompt(kind: .filePath, text: "")))
        case .submit:
            guard let form = FieldOwner.form(of: element, in: page.document) else {
                browser.state.message = .info("This button is not in a form")
                return []
            }
            return SubmitFlow.submit(form: form, submitter: element, in: &browser)
        case .reset:
            resetForm(of: element, on: page, in: &browser)
        case .button:
            browser.state.message = .info("This button needs JavaScript, which turbo-tui does not run")
        }
        return []
    }

    /// A click on a field's `<label>` does what a click on the field does, as
    /// in a browser (a checkbox toggles, a text field takes typing, a button
    /// is pressed), except that a select is only focused, not opened.
    package static func activate(labelledField index: Int, in browser: inout Browser) -> [BrowserEffect] {
        guard let field = browser.state.activePage?.rendered.fields[index] else { return [] }
        if field.isDisabled {
            browser.state.message = .info("The field of this label is disabled")
            return []
        }
        if field.kind == .select {
            PageFocus.focus(.field(index), in: &browser)
            return []
        }
        return activate(field: index, in: &browser)
    }

    private static func openPopup(field index: Int, on page: PageView, in browser: inout Browser) {
        let element = page.rendered.fields[index].element
        let select = SelectOptions(element)
        var chosen: [Int] = []
        if case .selected(let positions)? = page.currentValue(of: select.select) { chosen = positions }
        let labels = select.options.map { FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent) }
        let disabled = Set(select.options.indices.filter { DisabledState.isDisabledOption(select.options[$0]) })
        let popup = SelectPopup(labels: labels, disabled: disabled,
                                allowsMultiple: select.allowsMultiple, chosen: chosen)
        browser.state.fieldInUse = FieldInUse(element: element, use: .choosing(popup))
    }

    private static func resetForm(of button: Element, on page: PageView, in browser: inout Browser) {
        guard let form = FieldOwner.form(of: button, in: page.document) else { return }
        for field in FormState(form: form, values: FormValues()).fields { browser.state.activePage?.set(nil, for: field) }
        browser.state.message = .info("Form reset")
    }

    /// Keys while the option list is open.
    package static func handlePopupKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect] {
        guard let inUse = browser.state.fieldInUse, var popup = inUse.optionList else { return [] }
        let outcome = popup.handle(key)
        browser.state.fieldInUse = outcome == .moved ? FieldInUse(element: inUse.element, use: .choosing(popup)) : nil
        if outcome == .accepted, let page = browser.state.activePage, inUse.field(on: page) != nil {
            browser.state.activePage?.set(.selected(popup.choice), for: inUse.element)
        }
        return []
    }

    /// A value from `$EDITOR` or a file read, for the page it was asked for.
    package static func apply(_ edit: ExternalEdit, in browser: inout Browser) {
        let target = edit.target
        guard let page = browser.state.stacks[target.stack].page, page.entryID == target.entryID,
              page.fieldIndex(of: target.element) != nil else { return }
        switch edit.value {
        case .success(let value):
            browser.state.stacks[target.stack].page?.set(value, for: target.element)
        case .failure(let error):
            browser.state.message = .error(error.message)
        }
    }

    package static func reference(to element: Element, in browser: Browser) -> FieldReference {
        FieldReference(stack: browser.state.activeStack, entryID: browser.state.activePage?.entryID, element: element)
    }
}
