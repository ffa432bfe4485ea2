import FoundationEssentials

/// The HTML value sanitization algorithm per input type: what `input.value`
/// reads back after a page or the user set it.
package enum InputSanitizer {
    package static func sanitize(_ value: String, type: String) -> String {
        switch type {
        case "hidden": return value
        case "text", "search", "tel", "password": return strippingNewlines(value)
        case "url": return trimmed(strippingNewlines(value))
        case "email": return trimmed(strippingNewlines(value))
        case "number": return matches(value, NumberSyntax.floatPattern) ? value : ""
        case "range": return matches(value, NumberSyntax.floatPattern) ? value : "50"
        case "color": return matches(value, "#[0-9a-fA-F]{6}") ? value.lowercased() : "#000000"
        case "date": return matches(value, "[0-9]{4,}-[0-9]{2}-[0-9]{2}") ? value : ""
        case "month": return matches(value, "[0-9]{4,}-[0-9]{2}") ? value : ""
        case "week": return matches(value, "[0-9]{4,}-W[0-9]{2}") ? value : ""
        case "time": return matches(value, "[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?") ? value : ""
        case "datetime-local":
            return matches(value, "[0-9]{4,}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?")
                ? value.replacingAll(" ", with: "T") : ""
        default: return value
        }
    }

    package static func strippingNewlines(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" })
    }

    package static func trimmed(_ value: String) -> String {
        value.trimming(anyOf: " \t\n\u{0C}\r")
    }

    package static func matches(_ value: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex("^(?:\(pattern))$").matchingSemantics(.unicodeScalar) else { return false }
        return (try? regex.wholeMatch(in: value)) != nil
    }
}
