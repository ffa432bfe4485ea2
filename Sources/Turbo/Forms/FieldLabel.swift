import HTML
/// The name a person knows a field by, for messages: its `<label>` (by
/// `for`, else the one around it), else `aria-label`, `placeholder`,
/// `name`. Whitespace collapsed; a trailing ":" or "*" dropped.
package enum FieldLabel {
    package static func text(for field: Element) -> String {
        let root = FormOwnership.root(of: field)
        let byFor = field.id.flatMap { id in root.firstDescendant(where: { $0.name == "label" && $0.attribute("for") == id }) }
        let label = byFor ?? field.closestAncestor(where: { $0.name == "label" })
        let candidates = [label.map(ownText), field.attribute("aria-label"), field.attribute("placeholder"), field.attribute("name")]
        for candidate in candidates {
            if let text = candidate.map(tidy), !text.isEmpty { return text }
        }
        return "This field"
    }

    /// The label's text without that of controls inside it (a select's options).
    private static func ownText(_ label: Element) -> String {
        var text = ""
        var pending: [Node] = [label]
        while let node = pending.popLast() {
            if let textNode = node as? TextNode { text += textNode.text }
            if let element = node as? Element, ["select", "textarea", "datalist", "option", "script", "style"].contains(element.name),
               element !== label { continue }
            pending += node.children.reversed()
        }
        return text
    }

    private static func tidy(_ text: String) -> String {
        var words = text.collapsingHTMLWhitespace()
        while let last = words.last, last == ":" || last == "*" || last == " " { words.removeLast() }
        return words
    }
}
