/// A parsed CSS selector list (`a, b > c`), the subset that a Turbo
/// stream's `targets` needs: type, `#id`, `.class`, attribute tests,
/// compounds, descendant and child combinators, and commas.
public struct SelectorList: Equatable, Sendable {
    let selectors: [ComplexSelector]
    public let text: String

    public init(parsing text: String) throws(SelectorError) {
        var parser = SelectorParser(text)
        selectors = try parser.parseList()
        self.text = text
    }

    public func matches(_ element: Element) -> Bool {
        selectors.contains { $0.matches(element) }
    }

    /// Matching elements below `root` in document order, as
    /// `querySelectorAll`: template contents are not searched.
    public func matchingElements(in root: Node) -> [Element] {
        var result: [Element] = []
        DocumentWalk.forEachElement(below: root) { element in
            if matches(element) { result.append(element) }
            return true
        }
        return result
    }
}
