/// A parsed CSS selector list (`a, b > c`): the one selector engine, used by
/// a Turbo stream's `targets`, the driver's commands and the page's
/// `<style>` rules. Selectors Level 4 for static documents (docs/selectors.md):
/// every combinator and attribute operator, the logical, structural, form,
/// link, language and direction pseudo-classes; no pseudo-elements and no
/// states that need a pointer, a focus or a history.
package struct SelectorList: Hashable, Sendable {
    package let selectors: [ComplexSelector]
    package let text: String

    /// Strict, as `querySelectorAll`: any selector outside the subset is an error.
    package init(parsing text: String) throws(SelectorError) {
        var parser = SelectorParser(text)
        selectors = try parser.parseList()
        self.text = text
    }

    /// A style rule's prelude: the selectors outside the subset (`a:hover`,
    /// `p::before`) are dropped and the others kept, so a rule still applies
    /// where a browser would apply it for the parts a text screen can match.
    package init(keepingValidSelectorsOf text: String) {
        var parser = SelectorParser(text)
        selectors = parser.parseValidSelectors()
        self.text = text
    }

    package var isEmpty: Bool { selectors.isEmpty }

    package func matches(_ element: Element, context: any SelectorContext = DocumentSelectorContext()) -> Bool {
        matches(element, in: SelectorMatching(context: context))
    }

    package func matches(_ element: Element, in matching: SelectorMatching) -> Bool {
        selectors.contains { $0.matches(element, in: matching) }
    }

    /// Matching elements below `root` in document order, as
    /// `querySelectorAll`: template contents are not searched.
    package func matchingElements(in root: Node, context: any SelectorContext = DocumentSelectorContext()) -> [Element] {
        matchingElements(in: root, matching: SelectorMatching(context: context))
    }

    /// With a matching state the caller keeps, to read the work it did.
    package func matchingElements(in root: Node, matching: SelectorMatching) -> [Element] {
        var result: [Element] = []
        DocumentWalk.forEachElement(below: root) { element in
            if matches(element, in: matching) { result.append(element) }
            return true
        }
        return result
    }
}
