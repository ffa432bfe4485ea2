/// The pseudo-classes of form controls (HTML, 4.16.3), answered from the
/// `SelectorContext`'s checkedness, selectedness and values and from the
/// markup's attributes.
package enum FormPseudoClass: String, Hashable, Sendable, CaseIterable {
    case checked
    case disabled
    case enabled
    case required
    case optional
    case readOnly = "read-only"
    case readWrite = "read-write"
    case placeholderShown = "placeholder-shown"
    case defaultState = "default"
    case indeterminate
    case inRange = "in-range"
    case outOfRange = "out-of-range"

    /// Elements that can be disabled (HTML: "actually disabled").
    private static let disableable: Set<String> = ["button", "input", "select", "textarea", "optgroup", "option", "fieldset"]
    /// `<input>` types `required` does not apply to.
    private static let notRequirable: Set<String> = ["hidden", "range", "color", "submit", "image", "reset", "button"]
    /// `<input>` types `readonly` applies to.
    private static let textEditable: Set<String> = [
        "text", "search", "url", "tel", "email", "password", "date", "month", "week", "time", "datetime-local", "number",
    ]
    /// `<input>` types `placeholder` applies to.
    private static let withPlaceholder: Set<String> = ["text", "search", "url", "tel", "email", "password", "number"]

    func matches(_ element: Element, _ matching: SelectorMatching) -> Bool {
        guard element.namespace == .html else { return false }
        let isInput = element.name == "input"
        let type = isInput ? InputType.of(element) : ""
        switch self {
        case .checked:
            if isInput, type == "radio" { return matching.formState.isCheckedRadio(element) }
            if isInput { return type == "checkbox" && matching.context.isChecked(element) }
            return element.name == "option" && matching.formState.isSelected(element)
        case .disabled:
            return Self.disableable.contains(element.name) && DisabledState.isActuallyDisabled(element)
        case .enabled:
            return Self.disableable.contains(element.name) && !DisabledState.isActuallyDisabled(element)
        case .required:
            return isRequired(element, type: type)
        case .optional:
            return ["input", "select", "textarea"].contains(element.name) && !isRequired(element, type: type)
        case .readWrite:
            return Self.isReadWrite(element, type: type)
        case .readOnly:
            return !Self.isReadWrite(element, type: type)
        case .placeholderShown:
            guard element.name == "textarea" || (isInput && Self.withPlaceholder.contains(type)),
                  let placeholder = element.attribute("placeholder"), !placeholder.isEmpty else { return false }
            let value = matching.context.value(of: element)
            return isInput ? InputRangeValue.sanitizedIsEmpty(value, type: type) : value.isEmpty
        case .defaultState:
            if isInput, type == "checkbox" || type == "radio" { return element.hasAttribute("checked") }
            if element.name == "option" { return element.hasAttribute("selected") }
            return matching.formState.isDefaultButton(element)
        case .indeterminate:
            if isInput, type == "radio" { return !matching.formState.radioGroupHasChecked(element) }
            return element.name == "progress" && !element.hasAttribute("value")
        case .inRange, .outOfRange:
            guard isInput, let range = InputRangeValue.limits(of: element, type: type),
                  Self.isValidationCandidate(element) else { return false }
            let inside = range.contains(matching.context.value(of: element), type: type)
            return inside == (self == .inRange)
        }
    }


    private func isRequired(_ element: Element, type: String) -> Bool {
        switch element.name {
        case "input": !Self.notRequirable.contains(type) && element.hasAttribute("required")
        case "select", "textarea": element.hasAttribute("required")
        default: false
        }
    }

    /// Fields the user can type into, and the page's editable content.
    private static func isReadWrite(_ element: Element, type: String) -> Bool {
        switch element.name {
        case "input": textEditable.contains(type) && !element.hasAttribute("readonly") && !DisabledState.isDisabled(element)
        case "textarea": !element.hasAttribute("readonly") && !DisabledState.isDisabled(element)
        default: isEditable(element)
        }
    }

    /// `contenteditable`: "", "true" and "plaintext-only" make an editing host,
    /// "false" stops it, anything else inherits.
    private static func isEditable(_ element: Element) -> Bool {
        var current: Element? = element
        while let candidate = current, candidate.namespace == .html {
            switch candidate.attribute("contenteditable").map(ASCIICase.lowercased) {
            case "", "true", "plaintext-only": return true
            case "false": return false
            default: current = candidate.parent as? Element
            }
        }
        return false
    }

    /// Barred from constraint validation: disabled, read-only or in a `<datalist>`.
    /// `readonly` bars every type here, `range` too, as browsers do.
    private static func isValidationCandidate(_ input: Element) -> Bool {
        !DisabledState.isDisabled(input) && !input.hasAttribute("readonly")
            && input.closestAncestor(where: { $0.name == "datalist" && $0.namespace == .html }) == nil
    }
}
