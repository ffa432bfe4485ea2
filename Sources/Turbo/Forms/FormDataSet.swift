import HTML
/// HTML's "constructing the entry list" for a form: the entries a browser's
/// `FormData` holds, in tree order, with the user's edits in place of the
/// page's defaults.
package enum FormDataSet {
    package static func entries(form: Element, submitter: Element? = nil, values: FormValues = FormValues(),
                               style: FormDataStyle = .turbo) -> [FormEntry] {
        let fields = FormOwnership.fields(of: form)
        let reader = FormFieldReader(values: values, fields: fields)
        let builtInSubmitter = style == .browser ? submitter : nil
        var entries: [FormEntry] = []
        for field in fields {
            guard let kind = FormFieldKind(field), isIncluded(field, kind: kind, submitter: builtInSubmitter, reader: reader)
            else { continue }
            if kind == .image {
                entries += imageCoordinates(field)
                continue
            }
            guard let name = field.attribute("name"), !name.isEmpty else { continue }
            entries += fieldEntries(field, name: name, kind: kind, reader: reader)
            if let dirname = field.attribute("dirname"), !dirname.isEmpty, kind == .textarea || kind == .textLike(type: "text")
                || kind == .textLike(type: "search") {
                entries.append(.text(dirname, TextDirection.of(field)))
            }
        }
        if style == .turbo, let submitter, let name = submitter.attribute("name"), !name.isEmpty {
            entries.append(.text(name, submitter.attribute("value") ?? ""))
        }
        return entries
    }

    private static func isIncluded(_ field: Element, kind: FormFieldKind, submitter: Element?, reader: FormFieldReader) -> Bool {
        // A field inside a <datalist> is left out by the HTML standard but
        // sent by Chromium; the browser's answer wins (Fixtures/forms).
        if DisabledState.isDisabled(field) { return false }
        switch kind {
        case .object, .inertButton: return false
        case .image, .submitButton: return field === submitter
        case .checkbox, .radio: return reader.isChecked(field)
        default: return true
        }
    }

    private static func fieldEntries(_ field: Element, name: String, kind: FormFieldKind, reader: FormFieldReader) -> [FormEntry] {
        switch kind {
        case .select: return reader.selectedOptions(field).filter { !DisabledState.isDisabledOption($0) }
            .map { .text(name, SelectOptions.value(of: $0)) }
        case .checkbox, .radio: return [.text(name, field.attribute("value") ?? "on")]
        case .file: return reader.files(field).map { FormEntry(name: name, value: .file($0)) }
        case .textarea: return [.text(name, reader.textareaValue(field))]
        case .hidden where name.lowercased() == "_charset_": return [.text(name, "UTF-8")]
        case .submitButton: return [.text(name, field.attribute("value") ?? "")]
        default: return [.text(name, reader.inputValue(field))]
        }
    }

    private static func imageCoordinates(_ image: Element) -> [FormEntry] {
        let name = image.attribute("name") ?? ""
        let prefix = name.isEmpty ? "" : name + "."
        return [.text(prefix + "x", "0"), .text(prefix + "y", "0")]
    }
}
