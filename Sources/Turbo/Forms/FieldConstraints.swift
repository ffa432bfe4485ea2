import FoundationEssentials
import HTML
import Base

/// The constraints of one field, checked in the browser's order; the first
/// one broken gives the message.
package struct FieldConstraints {
    package let field: Element
    package let reader: FormFieldReader
    package let isEdited: Bool

    private var type: String { field.name == "input" ? InputType.of(field) : field.name }

    private var value: String {
        field.name == "textarea" ? reader.textareaValue(field) : reader.inputValue(field)
    }

    package func firstProblem() -> String? {
        if let missing = missingValue() { return missing }
        guard ["input", "textarea"].contains(field.name), !["checkbox", "radio", "file"].contains(type) else { return nil }
        if let typed = badNumber() { return typed }
        let value = self.value
        guard !value.isEmpty else { return nil }
        return lengthProblem(value) ?? syntaxProblem(value) ?? patternProblem(value) ?? rangeProblem(value)
    }

    private func missingValue() -> String? {
        switch type {
        case "checkbox":
            return field.hasAttribute("required") && !reader.isChecked(field) ? "Please check this box if you want to proceed." : nil
        case "radio":
            let required = reader.radios.group(of: field).contains { $0.hasAttribute("required") }
            return required && !reader.radios.hasChecked(field, values: reader.values) ? "Please select one of these options." : nil
        case "file":
            return field.hasAttribute("required") && reader.files(field) == [.none] ? "Please select a file." : nil
        case "select":
            return field.hasAttribute("required") && !hasRealSelection() ? "Please select an item in the list." : nil
        default:
            return field.hasAttribute("required") && value.isEmpty && !isTypedButInvalid ? "Please fill out this field." : nil
        }
    }

    /// A required select needs a selected option other than a drop-down's
    /// empty first "placeholder" option.
    private func hasRealSelection() -> Bool {
        let options = SelectOptions(field)
        let selected = reader.selectedOptions(field)
        guard options.isDropDown, let first = options.options.first, first.parent === field,
              SelectOptions.value(of: first).isEmpty else { return !selected.isEmpty }
        return !selected.isEmpty && !(selected.count == 1 && selected[0] === first)
    }

    /// Text typed into a number field that is not a number: the value is
    /// empty, the browser says "enter a number".
    private var isTypedButInvalid: Bool {
        guard type == "number", case .text(let typed)? = reader.values[field] else { return false }
        return !typed.isEmpty && NumberSyntax.parse(typed) == nil
    }

    private func badNumber() -> String? {
        isTypedButInvalid ? "Please enter a number." : nil
    }

    private func lengthProblem(_ value: String) -> String? {
        guard isEdited, ["text", "search", "url", "tel", "email", "password", "textarea"].contains(type) else { return nil }
        let length = value.utf16.count
        if let maximum = field.attribute("maxlength").flatMap({ HTMLInteger.parseNonNegative($0, atMost: Int(Int32.max)) }),
           length > maximum {
            return "Please shorten this text to \(maximum) characters or less (you are currently using \(length) characters)."
        }
        if let minimum = field.attribute("minlength").flatMap({ HTMLInteger.parseNonNegative($0, atMost: Int(Int32.max)) }),
           length < minimum {
            return "Please lengthen this text to \(minimum) characters or more (you are currently using \(length) characters)."
        }
        return nil
    }

    private func syntaxProblem(_ value: String) -> String? {
        switch type {
        case "email":
            let addresses = field.hasAttribute("multiple") ? value.split(separator: ",").map { InputSanitizer.trimmed(String($0)) } : [value]
            return addresses.allSatisfy(Self.isEmail) ? nil : "Please enter an email address."
        case "url":
            return URL(address: value)?.scheme == nil ? "Please enter a URL." : nil
        default:
            return nil
        }
    }

    package static func isEmail(_ text: String) -> Bool {
        let label = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
        return InputSanitizer.matches(text, "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@\(label)(?:\\.\(label))*")
    }

    private func patternProblem(_ value: String) -> String? {
        guard ["text", "search", "url", "tel", "email", "password"].contains(type), let pattern = field.attribute("pattern"),
              let regex = try? Regex("^(?:\(pattern))$").matchingSemantics(.unicodeScalar) else { return nil }
        let values = type == "email" && field.hasAttribute("multiple")
            ? value.split(separator: ",").map { InputSanitizer.trimmed(String($0)) } : [value]
        let allMatch = values.allSatisfy { item in
            (try? regex.wholeMatch(in: item)) != nil
        }
        guard !allMatch else { return nil }
        guard let title = field.attribute("title"), !title.isEmpty else { return "Please match the requested format." }
        return "Please match the requested format: \(title)."
    }

    private func rangeProblem(_ value: String) -> String? {
        let minimum = field.attribute("min"), maximum = field.attribute("max")
        switch type {
        case "number", "range":
            guard let number = NumberSyntax.parse(value) else { return nil }
            if let minimum, let low = NumberSyntax.parse(minimum), number < low {
                return "Value must be greater than or equal to \(minimum)."
            }
            if let maximum, let high = NumberSyntax.parse(maximum), number > high {
                return "Value must be less than or equal to \(maximum)."
            }
        case "date", "month", "week", "time", "datetime-local":
            // Same-format dates and times order as text.
            if let low = minimum, InputSanitizer.sanitize(low, type: type) == low, value < low {
                return "Value must be \(low) or later."
            }
            if let high = maximum, InputSanitizer.sanitize(high, type: type) == high, value > high {
                return "Value must be \(high) or earlier."
            }
        default:
            break
        }
        return nil
    }
}
