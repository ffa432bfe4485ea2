/// A simple selector: compounds of tag, `#id` and `.class`, joined by
/// descendant (space) or child (`>`) combinators. Anything richer (attributes,
/// pseudo-classes, siblings) is not read, so such rules never apply.
struct CSSSelector: Equatable {
    struct Compound: Equatable {
        var tag: String?
        var id: String?
        var classes: [String] = []

        func matches(_ element: Element) -> Bool {
            if let tag, tag != element.name { return false }
            if let id, element.attribute("id") != id { return false }
            if !classes.isEmpty {
                guard let list = element.attribute("class") else { return false }
                let names = list.split(whereSeparator: CSSText.isSpace)
                for name in classes where !names.contains(where: { $0 == name }) { return false }
            }
            return true
        }
    }

    /// Rightmost compound first; `childOnly[i]` says whether compound i+1 must be
    /// the parent of compound i rather than any ancestor.
    private(set) var compounds: [Compound] = []
    private(set) var childOnly: [Bool] = []

    var subject: Compound { compounds[0] }

    /// (ids, classes, tags), compared in that order.
    var specificity: Int {
        compounds.reduce(0) { $0 + ($1.id == nil ? 0 : 10_000) + $1.classes.count * 100 + ($1.tag == nil ? 0 : 1) }
    }

    init?(_ text: String) {
        var pendingChild = false
        var parsed: [Compound] = []
        var links: [Bool] = []
        for token in Self.spacedChildCombinators(text).split(whereSeparator: CSSText.isSpace) {
            if token == ">" {
                guard !parsed.isEmpty, !pendingChild else { return nil }
                pendingChild = true
                continue
            }
            guard let compound = Self.compound(token) else { return nil }
            if !parsed.isEmpty { links.append(pendingChild) }
            pendingChild = false
            parsed.append(compound)
        }
        guard !parsed.isEmpty, !pendingChild else { return nil }
        compounds = parsed.reversed()
        childOnly = links.reversed()
    }

    /// `a>b` reads as `a > b`, so that the combinator is a token of its own.
    private static func spacedChildCombinators(_ text: String) -> String {
        guard text.contains(">") else { return text }
        var result = ""
        for character in text { if character == ">" { result += " > " } else { result.append(character) } }
        return result
    }

    private static func compound(_ token: Substring) -> Compound? {
        var compound = Compound()
        var current = ""
        var kind: Character = "t"
        func finish() -> Bool {
            switch kind {
            case "t": if !current.isEmpty && current != "*" { compound.tag = current.lowercased() }
            case "#": guard !current.isEmpty else { return false }; compound.id = current
            default: guard !current.isEmpty else { return false }; compound.classes.append(current)
            }
            current = ""
            return true
        }
        for character in token {
            switch character {
            case "#", ".":
                guard finish() else { return nil }
                kind = character
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "*":
                current.append(character)
            default:
                if character.unicodeScalars.first!.value < 0x80 { return nil } // [attr], :hover, ~, + ...
                current.append(character)
            }
        }
        guard finish() else { return nil }
        return compound
    }

    func matches(_ element: Element) -> Bool {
        guard compounds[0].matches(element) else { return false }
        var candidate: Element? = element
        for index in compounds.indices.dropFirst() {
            candidate = candidate?.parent as? Element
            if childOnly[index - 1] {
                guard let parent = candidate, compounds[index].matches(parent) else { return false }
            } else {
                while let ancestor = candidate, !compounds[index].matches(ancestor) { candidate = ancestor.parent as? Element }
                if candidate == nil { return false }
            }
        }
        return true
    }
}
