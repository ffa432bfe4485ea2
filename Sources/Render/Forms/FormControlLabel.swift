import HTML
import Base
/// How a one-line form control reads on a text screen, as lynx and w3m users
/// know it: `[Sign in]`, `[X]`, `(*)`, `[text____]`, `[Two    v]`. Password
/// values are masked; disabled controls are dimmed.
package struct FormControlLabel {
    package let text: String
    package let style: Style
    package let kind: FieldKind
    package let isDisabled: Bool

    package static let fieldWidth = 20

    package init?(element: Element) {
        isDisabled = element.hasAttribute("disabled") || element.closestAncestor(where: {
            $0.name == "fieldset" && $0.hasAttribute("disabled")
        }) != nil
        var style = Style(role: isDisabled ? .disabled : .field)
        switch element.name {
        case "button":
            let label = Self.collapsed(element.textContent)
            text = "[\(label.isEmpty ? "Submit" : label)]"
            kind = FieldKind(inputType: element.attribute("type")?.lowercased() ?? "submit") ?? .submit
        case "select":
            text = Self.selectLabel(element)
            kind = .select
        case "input":
            let type = element.attribute("type")?.lowercased() ?? "text"
            guard let inputKind = FieldKind(inputType: type) else { return nil }
            kind = inputKind
            let value = element.attribute("value") ?? ""
            switch inputKind {
            case .submit, .reset, .button:
                let fallback = inputKind == .reset ? "Reset" : "Submit"
                text = "[\(value.isEmpty ? (element.attribute("alt") ?? fallback) : Self.collapsed(value))]"
            case .checkbox: text = element.hasAttribute("checked") ? "[X]" : "[ ]"
            case .radio: text = element.hasAttribute("checked") ? "(*)" : "( )"
            case .password:
                text = "[\(Self.field(String(repeating: "*", count: value.count)))]"
                style = style.adding(.underline)
            case .file:
                text = "[Browse...]"
            default:
                text = "[\(Self.field(value))]"
                style = style.adding(.underline)
            }
        default:
            return nil
        }
        if isDisabled { style = style.adding(.dim) }
        self.style = style
    }

    /// The chosen option (or the first), padded to the widest so the field
    /// does not change size when the choice does. A `multiple` select chooses
    /// nothing by default (HTML's selectedness setting): it shows no option.
    private static func selectLabel(_ element: Element) -> String {
        let options = element.descendantElements.filter { $0.name == "option" }
        let labels = options.map { collapsed($0.attribute("label") ?? $0.textContent) }
        let fallback = options.isEmpty || element.hasAttribute("multiple") ? nil : 0
        let chosen = options.lastIndex(where: { $0.hasAttribute("selected") }) ?? fallback
        let label = chosen.map { labels[$0] } ?? ""
        let widest = min(labels.map { TextWidth.columns($0) }.max() ?? 0, fieldWidth)
        return "[\(label)\(String(repeating: " ", count: max(widest - TextWidth.columns(label), 0))) v]"
    }

    /// A label already collapsed (ASCII words each after one space, the
    /// usual `Destroy` or `Sign in`) as it is: collapsing it again walked
    /// it by `Character` into a new string, 3 800 instructions a button.
    package static func collapsed(_ text: String) -> String {
        var bytes = text
        let isCollapsed = bytes.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x20 {
                    if index == 0 || index == bytes.count - 1 || bytes[index - 1] == 0x20 { return false }
                } else if byte &- 0x21 >= 0x5E {
                    return false
                }
            }
            return true
        }
        return isCollapsed ? text : text.collapsingHTMLWhitespace()
    }

    private static func field(_ value: String) -> String {
        let flat = value.split(whereSeparator: { $0.isNewline }).joinedText(separator: " ")
        let (visible, columns) = TextWidth.prefix(flat, fitting: fieldWidth)
        return visible + String(repeating: "_", count: max(fieldWidth - columns, 0))
    }
}
