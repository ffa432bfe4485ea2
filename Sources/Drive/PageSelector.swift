import HTML
/// A CSS selector of a driver command, read by the engine that
/// `turbo-stream targets` uses. The driver reaches that engine only here,
/// so where it lives can change in this file alone.
package struct PageSelector {
    package let text: String
    private let list: SelectorList

    package init(_ text: String) throws(DriverError) {
        self.text = text
        do {
            list = try SelectorList(parsing: text)
        } catch {
            throw DriverError("The selector cannot be used: \(error.description).")
        }
    }

    /// Matches below `root` in document order, as `querySelectorAll`; form
    /// pseudo-classes read their state from `context` (the shown page's live
    /// values: `LiveSelectorContext`).
    package func matches(in root: Node, context: any SelectorContext) -> [Element] {
        list.matchingElements(in: root, context: context)
    }
}
