import HTML
/// What layout needs to know about an element from its name alone, found
/// with one dictionary lookup per element instead of one per question.
package struct ElementTraits {
    package struct Kind: OptionSet {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Never drawn, with everything inside.
        package static let hidden = Kind(rawValue: 1 << 0)
        /// A block separated from its neighbours by an empty line.
        package static let spacedBlock = Kind(rawValue: 1 << 1)
        /// A block that only starts and ends lines.
        package static let block = Kind(rawValue: 1 << 2)
        package static let heading = Kind(rawValue: 1 << 3)
        /// Drawn whole, its children not visited (`br`, `img`, form controls, tables).
        package static let leaf = Kind(rawValue: 1 << 4)
        /// A container with handling of its own (lists, `pre`, links, cells...).
        package static let special = Kind(rawValue: 1 << 5)
    }

    package var kind: Kind = []
    /// The text attributes the element gives its contents (`b`, `em`, `th`...).
    package var attributes: TextAttributes = []

    package static func of(_ name: String) -> ElementTraits {
        table[name] ?? ElementTraits()
    }

    /// An HTML element's traits by the tag the parser looked up once
    /// (`Element.tag`), an array index instead of hashing the name for each
    /// element; other names and namespaces by name.
    package static func of(_ element: Element) -> ElementTraits {
        // Matched as patterns: `==` on these enums is a generic call from this module.
        switch (element.tag, element.namespace) {
        case (.other, _): return of(element.name)
        case (let tag, .html): return byTag[Int(tag.rawValue)]
        default: return of(element.name)
        }
    }

    /// `table` indexed by `TagName`: an HTML element's tag is the one its
    /// name maps to, so both give the same traits.
    private static let byTag: [ElementTraits] = {
        var byTag = Array(repeating: ElementTraits(), count: 256)
        for (name, traits) in table {
            let tag = TagName(name)
            if tag != .other { byTag[Int(tag.rawValue)] = traits }
        }
        return byTag
    }()

    private static let table: [String: ElementTraits] = {
        var table: [String: ElementTraits] = [:]
        func mark(_ names: Set<String>, _ kind: Kind) {
            for name in names { table[name, default: ElementTraits()].kind.insert(kind) }
        }
        mark(ElementCategory.hidden, .hidden)
        mark(ElementCategory.spacedBlocks, .spacedBlock)
        mark(ElementCategory.blocks, .block)
        mark(ElementCategory.headings, .heading)
        mark(["br", "wbr", "hr", "img", "input", "button", "select", "textarea", "table", "iframe"], .leaf)
        mark(["a", "pre", "listing", "xmp", "plaintext", "blockquote", "dd", "figure", "ul", "ol", "menu", "dir", "li",
              "td", "th", "summary"], .special)
        for name in ["b", "strong", "th", "i", "em", "cite", "var", "dfn", "u", "ins", "s", "strike", "del", "mark"] {
            table[name, default: ElementTraits()].attributes = ElementCategory.attributes(for: name)
        }
        return table
    }()
}
