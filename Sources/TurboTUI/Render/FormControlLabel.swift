/// How a form control reads on a text screen, as lynx and w3m users know it:
/// `[Sign in]`, `[X]`, `(*)`, `[text____]`. Password values are masked.
struct FormControlLabel {
    let text: String
    let style: Style

    init?(element: Element) {
        let disabled = element.hasAttribute("disabled")
        var style = Style(role: disabled ? .disabled : .field)
        switch element.name {
        case "button":
            let label = element.textContent.split(whereSeparator: { $0.isHTMLWhitespace }).joined(separator: " ")
            text = "[\(label.isEmpty ? "Submit" : label)]"
        case "select":
            let options = element.descendantElements.filter { $0.name == "option" }
            let chosen = options.first(where: { $0.hasAttribute("selected") }) ?? options.first
            let label = chosen.map { $0.textContent.split(whereSeparator: { $0.isHTMLWhitespace }).joined(separator: " ") } ?? ""
            text = "[\(label) v]"
        case "textarea":
            text = "[\(Self.field(element.textContent, width: 20))]"
            style = style.adding(.underline)
        case "input":
            let type = element.attribute("type")?.lowercased() ?? "text"
            let value = element.attribute("value") ?? ""
            switch type {
            case "hidden": return nil
            case "submit", "button", "reset", "image":
                let fallback = type == "reset" ? "Reset" : "Submit"
                text = "[\(value.isEmpty ? (element.attribute("alt") ?? fallback) : value)]"
            case "checkbox": text = element.hasAttribute("checked") ? "[X]" : "[ ]"
            case "radio": text = element.hasAttribute("checked") ? "(*)" : "( )"
            case "password":
                text = "[\(Self.field(String(repeating: "*", count: value.count), width: 20))]"
                style = style.adding(.underline)
            default:
                text = "[\(Self.field(value, width: 20))]"
                style = style.adding(.underline)
            }
        default:
            return nil
        }
        if disabled { style = style.adding(.dim) }
        self.style = style
    }

    private static func field(_ value: String, width: Int) -> String {
        let flat = value.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
        let visible = String(flat.prefix(width))
        return visible + String(repeating: "_", count: max(width - TextWidth.columns(visible), 0))
    }
}
