import HTML
/// Reads each field's current value: the user's edit when there is one,
/// else the default the page's HTML gives it, both cleaned as a browser's
/// value sanitization would.
package struct FormFieldReader {
    package let values: FormValues
    package let radios: RadioGroups

    /// `fields`: the form's fields, whose radios are grouped once.
    package init(values: FormValues, fields: [Element]) {
        self.values = values
        radios = RadioGroups(fields: fields, values: values)
    }

    /// Inputs: the edited text or the `value` attribute, sanitized by type.
    package func inputValue(_ input: Element) -> String {
        let type = InputType.of(input)
        if case .text(let typed)? = values[input] { return InputSanitizer.sanitize(typed, type: type) }
        return InputSanitizer.sanitize(input.attribute("value") ?? "", type: type)
    }

    /// Textareas: line breaks are LF in the value, as `textarea.value` gives.
    package func textareaValue(_ textarea: Element) -> String {
        let raw: String
        if case .text(let typed)? = values[textarea] { raw = typed } else { raw = textarea.textContent }
        return raw.replacingAll("\r\n", with: "\n").replacingAll("\r", with: "\n")
    }

    /// Checkboxes: the edit, else the `checked` attribute. Radios: one per group.
    package func isChecked(_ element: Element) -> Bool {
        if InputType.of(element) == "radio" { return radios.isChecked(element, values: values) }
        if case .checked(let checked)? = values[element] { return checked }
        return element.hasAttribute("checked")
    }

    package func selectedOptions(_ select: Element) -> [Element] {
        SelectOptions(select).selected(using: values)
    }

    package func files(_ input: Element) -> [FormFile] {
        if case .files(let files)? = values[input], !files.isEmpty { return files }
        return [.none]
    }
}
