/// `:dir()`: an element's directionality (HTML, 3.2.6.4) from the nearest
/// valid `dir` attribute, else left to right. `dir=auto` (and a `<bdi>`
/// without `dir`) looks at the first strong character of the text, or of the
/// value of a field: right to left for Hebrew, Arabic and the other
/// right-to-left scripts' letters, left to right for any other letter.
package enum Directionality {
    package enum Direction: Hashable, Sendable {
        case ltr
        case rtl
    }

    static func of(_ element: Element, _ context: any SelectorContext) -> Direction {
        var current: Element? = element
        while let candidate = current {
            if candidate.namespace == .html {
                switch candidate.attribute("dir").map(ASCIICase.lowercased) {
                case "ltr": return .ltr
                case "rtl": return .rtl
                case "auto": return automatic(candidate, context)
                default: if candidate.name == "bdi" { return automatic(candidate, context) }
                }
            }
            current = candidate.parent as? Element
        }
        return .ltr
    }

    private static func automatic(_ element: Element, _ context: any SelectorContext) -> Direction {
        if element.name == "textarea" || element.name == "input" {
            return firstStrong(in: context.value(of: element)) ?? .ltr
        }
        // The element's text in tree order, leaving out what has its own direction or is not shown as text.
        var pending: [Node] = element.children.reversed()
        while let node = pending.popLast() {
            if let text = node as? TextNode, let found = firstStrong(in: text.text) { return found }
            guard let child = node as? Element else { continue }
            if ["bdi", "script", "style", "textarea", "template"].contains(child.name) { continue }
            if let dir = child.attribute("dir").map(ASCIICase.lowercased), ["ltr", "rtl", "auto"].contains(dir) { continue }
            pending += child.children.reversed()
        }
        return .ltr
    }

    static func firstStrong(in text: String) -> Direction? {
        for character in text where character.isLetter {
            guard let scalar = character.unicodeScalars.first else { continue }
            return isRightToLeft(scalar.value) ? .rtl : .ltr
        }
        return nil
    }

    /// The blocks of the right-to-left scripts (Hebrew to NKo, Samaritan to
    /// Arabic Extended, the presentation forms, and the historic ones of plane 1).
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
