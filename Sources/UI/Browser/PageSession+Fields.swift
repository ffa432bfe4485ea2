import FoundationEssentials
import HTML
import Render
import Turbo

/// What using a field asks of the browser beyond the page session: a word
/// on the status line, or a form to send.
package enum FieldUse {
    case done
    case message(StatusMessage)
    case submit(form: Element, submitter: Element)
}

/// Using a form field of the page: Enter (or a click) on a field starts
/// typing into it, toggles it, opens its option list, asks for a file, or
/// presses it. The session owns the page's values and the field in use.
extension PageSession {
    package mutating func use(field index: Int, rows: Int) -> FieldUse {
        guard let shown = page, shown.rendered.fields.indices.contains(index) else { return .done }
        let field = shown.rendered.fields[index]
        focus(.field(index), rows: rows)
        if field.isDisabled { return .message(.info("This field is disabled")) }
        let element = field.element
        scrollToShow(field: index, rows: rows)
        switch field.kind {
        case .text, .password, .textarea:
            guard !element.hasAttribute("readonly") else { return .message(.info("This field is read-only")) }
            var text = ""
            if case .text(let value)? = shown.currentValue(of: element) { text = value }
            var editor = FieldEditor(text: text, isMultiline: field.kind == .textarea,
                                     maxLength: element.attribute("maxlength").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil })
            if !editor.isMultiline, let form = FieldOwner.form(of: element, in: shown.document) {
                editor.enterSendsForm = ImplicitSubmission(form: form).sends
            }
            fieldInUse = FieldInUse(element: element, use: .typing(editor))
        case .checkbox:
            let checked = shown.currentValue(of: element) == .checked(true)
            changePage { $0.set(.checked(!checked), for: element) }
        case .radio:
            changePage { $0.set(.checked(true), for: element) }
        case .select:
            openOptionList(of: element, on: shown)
        case .file:
            var prompt = Prompt(kind: .filePath, text: "")
            prompt.takesSeveralFiles = element.hasAttribute("multiple")
            fieldInUse = FieldInUse(element: element, use: .filePath(prompt))
        case .submit:
            guard let form = FieldOwner.form(of: element, in: shown.document) else { return .message(.info("This button is not in a form")) }
            return .submit(form: form, submitter: element)
        case .reset:
            guard let form = FieldOwner.form(of: element, in: shown.document) else { return .done }
            let fields = FormState(form: form, values: FormValues()).fields
            changePage { page in fields.forEach { page.set(nil, for: $0) } }
            return .message(.info("Form reset"))
        case .button:
            return .message(.info("This button needs JavaScript, which turbo-tui does not run"))
        case .summary:
            guard let details = element.parent as? Element, details.name == "details" else { return .done }
            // Lazy frames the opened details show load with the browser's next look at the screen.
            toggle(details: details, rows: rows)
        }
        return .done
    }

    /// A click on a field's `<label>` does what a click on the field does, as
    /// in a browser (a checkbox toggles, a text field takes typing, a button
    /// is pressed), except that a select is only focused, not opened.
    package mutating func use(labelledField index: Int, rows: Int) -> FieldUse {
        guard let field = page?.rendered.fields[index] else { return .done }
        if field.isDisabled { return .message(.info("The field of this label is disabled")) }
        if field.kind == .select {
            focus(.field(index), rows: rows)
            return .done
        }
        return use(field: index, rows: rows)
    }

    private mutating func openOptionList(of element: Element, on shown: PageView) {
        let select = SelectOptions(element)
        var chosen: [Int] = []
        if case .selected(let positions)? = shown.currentValue(of: select.select) { chosen = positions }
        let labels = select.options.map { FormControlLabel.collapsed($0.attribute("label") ?? $0.textContent) }
        let disabled = Set(select.options.indices.filter { DisabledState.isDisabledOption(select.options[$0]) })
        let popup = SelectPopup(labels: labels, disabled: disabled,
                                allowsMultiple: select.allowsMultiple, chosen: chosen)
        fieldInUse = FieldInUse(element: element, use: .choosing(popup))
    }

    /// Space on a focused checkbox or radio: the field it toggles (elsewhere Space scrolls).
    package func fieldToggled(by key: Key) -> Int? {
        guard key == .character(" "), let shown = page, let index = shown.focusedField, !shown.focusFollowedView else { return nil }
        return [.checkbox, .radio].contains(shown.rendered.fields[index].kind) ? index : nil
    }

    /// Ctrl-E: the focused text field or text box and its text, for
    /// `$VISUAL`/`$EDITOR`; else what the status line says.
    package func textForExternalEditor() -> Result<(text: String, field: Element), Refusal> {
        guard let shown = page, let index = shown.focusedField else {
            return .failure(Refusal(message: .info("Ctrl-E edits a text field: focus one with Tab first")))
        }
        let field = shown.rendered.fields[index]
        guard [.text, .password, .textarea].contains(field.kind), !field.isDisabled, !field.element.hasAttribute("readonly") else {
            return .failure(Refusal(message: .info("Only a text field can be edited in $EDITOR")))
        }
        var text = ""
        if case .text(let value)? = shown.currentValue(of: field.element) { text = value }
        return .success((text, field.element))
    }

    /// Keys while a file field's path is typed: the paths and the field when
    /// Enter asks for the files to be read (nil while typing, or after Esc).
    package mutating func typePath(_ key: Key) -> (paths: [String], field: Element)? {
        guard let inUse = fieldInUse, var prompt = inUse.filePrompt else { return nil }
        let outcome = prompt.handle(key)
        fieldInUse = outcome == .edited ? FieldInUse(element: inUse.element, use: .filePath(prompt)) : nil
        let line = prompt.text.trimmingSpaces()
        guard outcome == .entered, !line.isEmpty else { return nil }
        let paths = FilePathList.paths(in: line, several: prompt.takesSeveralFiles)
        return paths.isEmpty ? nil : (paths, inUse.element)
    }

    /// Keys while the option list is open.
    package mutating func handleOptionListKey(_ key: Key) {
        guard let inUse = fieldInUse, var popup = inUse.optionList else { return }
        let outcome = popup.handle(key)
        fieldInUse = outcome == .moved ? FieldInUse(element: inUse.element, use: .choosing(popup)) : nil
        if outcome == .accepted, let shown = page, inUse.field(on: shown) != nil {
            changePage { $0.set(.selected(popup.choice), for: inUse.element) }
        }
    }

    /// A value from `$EDITOR` or a file read, for the page it was asked for;
    /// the error when it could not be had.
    package mutating func apply(_ edit: ExternalEdit) -> StatusMessage? {
        guard let shown = page, shown.entryID == edit.target.entryID, shown.fieldIndex(of: edit.target.element) != nil else { return nil }
        switch edit.value {
        case .success(let value):
            changePage { $0.set(value, for: edit.target.element) }
            return nil
        case .failure(let error):
            return .error(error.message)
        }
    }
}
