/// Simple selectors written together with no space, all of which must hold
/// for one element: `p.note[data-x]#id`.
struct CompoundSelector: Equatable, Sendable {
    /// Lowercase tag name; nil for `*` or when none is written.
    var tag: String?
    var ids: [String] = []
    var classes: [String] = []
    var attributes: [AttributeCondition] = []

    var isEmpty: Bool { tag == nil && ids.isEmpty && classes.isEmpty && attributes.isEmpty }

    func matches(_ element: Element) -> Bool {
        if let tag, element.name != tag { return false }
        for id in ids where element.attribute("id") != id { return false }
        if !classes.isEmpty {
            let present = element.attribute("class")?.split(whereSeparator: \.isHTMLWhitespace) ?? []
            for name in classes where !present.contains(where: { $0 == name }) { return false }
        }
        return attributes.allSatisfy { $0.matches(element) }
    }
}
