import HTML
/// What each field of one form shows now (the user's edit, else the page's
/// default, sanitized as a browser would), for the UI to draw and to start
/// editing from. Built once per form and edit set: radios are grouped once.
package struct FormState {
    private let reader: FormFieldReader
    /// The form's fields in tree order, including those outside it with `form="id"`.
    package let fields: [Element]

    package init(form: Element, values: FormValues) {
        fields = FormOwnership.fields(of: form)
        reader = FormFieldReader(values: values, fields: fields)
    }

    /// nil for buttons, hidden inputs and anything that holds no value.
    package func value(of field: Element) -> FormValue? {
        switch FormFieldKind(field) {
        case .textLike?: .text(reader.inputValue(field))
        case .textarea?: .text(reader.textareaValue(field))
        case .checkbox?, .radio?: .checked(reader.isChecked(field))
        case .select?:
            // One pass over the selected options: a select with thousands of options must open at once.
            .selected(Self.indices(of: reader.selectedOptions(field), in: SelectOptions(field).options))
        case .file?: .files(reader.files(field).filter { $0 != .none })
        default: nil
        }
    }

    private static func indices(of selected: [Element], in options: [Element]) -> [Int] {
        let chosen = Set(selected.map(ObjectIdentifier.init))
        return options.indices.filter { chosen.contains(ObjectIdentifier(options[$0])) }
    }

    /// Disabled fields can be neither edited nor sent.
    package func isDisabled(_ field: Element) -> Bool {
        DisabledState.isDisabled(field)
    }
}
