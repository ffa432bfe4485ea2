/// Simple selectors written together with no space, all of which must hold
/// for one element: `p.note[data-x]#id`.
package struct CompoundSelector: Equatable, Sendable {
    /// Lowercase tag name; nil for `*` or when none is written.
    package var tag: String?
    package var ids: [String] = []
    package var classes: [String] = []
    package var attributes: [AttributeCondition] = []

    package var isEmpty: Bool { tag == nil && ids.isEmpty && classes.isEmpty && attributes.isEmpty }

    package func matches(_ element: Element) -> Bool {
        if let tag, element.name != tag { return false }
        for id in ids where element.attribute("id") != id { return false }
        if !classes.isEmpty {
            let present = element.attribute("class")?.split(whereSeparator: \.isHTMLWhitespace) ?? []
            for name in classes where !present.contains(where: { $0 == name }) { return false }
        }
        return attributes.allSatisfy { $0.matches(element) }
    }
}
