/// A parsed CSS selector list (`a, b > c`): the one selector engine, used by
/// a Turbo stream's `targets` and by the page's `<style>` rules. The subset:
/// type, `*`, `#id`, `.class`, attribute tests, compounds, descendant and child
/// combinators, and commas.
package struct SelectorList: Equatable, Sendable {
    package let selectors: [ComplexSelector]
    package let text: String

    /// Strict, as `querySelectorAll`: any selector outside the subset is an error.
    package init(parsing text: String) throws(SelectorError) {
        var parser = SelectorParser(text)
        selectors = try parser.parseList()
        self.text = text
    }

    /// A style rule's prelude: the selectors outside the subset (`a:hover`,
    /// `a + b`) are dropped and the others kept, so a rule still applies where a
    /// browser would apply it for the parts a text screen can match.
    package init(keepingValidSelectorsOf text: String) {
        var parser = SelectorParser(text)
        selectors = parser.parseValidSelectors()
        self.text = text
    }

    package var isEmpty: Bool { selectors.isEmpty }

    package func matches(_ element: Element) -> Bool {
        selectors.contains { $0.matches(element) }
    }

    /// Matching elements below `root` in document order, as
    /// `querySelectorAll`: template contents are not searched.
    package func matchingElements(in root: Node) -> [Element] {
        var result: [Element] = []
        DocumentWalk.forEachElement(below: root) { element in
            if matches(element) { result.append(element) }
            return true
        }
        return result
    }
}
