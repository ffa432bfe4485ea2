import FoundationEssentials
import HTML

/// Constraint validation before sending, as a browser does it for a
/// submit button without `formnovalidate` in a form without `novalidate`:
/// required, too long / too short (only for values the user edited), email
/// and URL syntax, pattern (the whole value), numbers, min and max.
/// Messages are Chromium's. `step` is not checked.
package enum FormValidator {
    package static func failures(form: Element, submitter: Element? = nil,
                                values: FormValues = FormValues()) -> [FormValidationFailure] {
        if form.hasAttribute("novalidate") || submitter?.hasAttribute("formnovalidate") == true { return [] }
        let fields = FormOwnership.fields(of: form)
        let reader = FormFieldReader(values: values, fields: fields)
        var reportedRadioGroups: Set<String> = []
        var failures: [FormValidationFailure] = []
        for field in fields where isCandidate(field) {
            let check = FieldConstraints(field: field, reader: reader, isEdited: values.isEdited(field))
            if FormFieldKind(field) == .radio, let name = field.attribute("name"), !name.isEmpty {
                guard reportedRadioGroups.insert(name).inserted else { continue }
            }
            if let message = check.firstProblem() {
                failures.append(FormValidationFailure(element: field, fieldName: FieldLabel.text(for: field), message: message))
            }
        }
        return failures
    }

    /// Disabled, read-only, hidden and button fields are never checked.
    private static func isCandidate(_ field: Element) -> Bool {
        guard let kind = FormFieldKind(field), !kind.isButton, kind != .hidden, kind != .object,
              !DisabledState.isDisabled(field) else { return false }
        if field.hasAttribute("readonly") && (field.name == "input" || field.name == "textarea") { return false }
        return field.closestAncestor(where: { $0.name == "datalist" }) == nil
    }
}
