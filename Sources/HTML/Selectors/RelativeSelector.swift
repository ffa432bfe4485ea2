/// One argument of `:has()`: a selector that starts with a combinator
/// (`> a`, `+ p`, `~ p`, or a descendant when none is written), relative to
/// the element `:has()` is tested on, its anchor.
///
/// The cost is bounded: candidates are only where the combinators can reach
/// (the anchor's descendants, or its later siblings and, past a descendant or
/// child combinator, theirs), no deeper than a selector without descendant
/// combinators can go, each tried once; and every candidate tried comes out
/// of the `SelectorMatching`'s budget, past which `:has()` matches nothing.
/// A single compound after a descendant combinator (`:has(img)`), the common
/// case, is answered from a `DescendantIndex` built in one walk of the page.
package struct RelativeSelector: Hashable, Sendable {
    package let leading: Combinator
    /// As written, without the anchor.
    package let selector: ComplexSelector
    /// `selector` with a leftmost compound that only the anchor matches.
    private let anchored: ComplexSelector

    package init(leading: Combinator, selector: ComplexSelector) {
        self.leading = leading
        self.selector = selector
        var anchor = CompoundSelector()
        anchor.pseudoClasses = [.relativeAnchor]
        anchored = ComplexSelector(compounds: selector.compounds + [anchor],
                                   combinators: selector.combinators + [leading])
    }

    func matches(anchor: Element, _ matching: SelectorMatching) -> Bool {
        if leading == .descendant, selector.compounds.count == 1,
           let found = matching.descendantIndex(for: self, below: anchor).hasMatch(below: anchor) {
            return found
        }
        return matching.withAnchor(anchor) { searchCandidates(of: anchor, matching) }
    }

    /// All combinators, left to right.
    private var combinatorsInOrder: [Combinator] { [leading] + selector.combinators.reversed() }

    /// How many levels below the anchor's own a match can lie; nil: any.
    private var reachableDepth: Int? {
        let combinators = combinatorsInOrder
        if combinators.contains(.descendant) { return nil }
        return combinators.filter { $0 == .child }.count
    }

    private func searchCandidates(of anchor: Element, _ matching: SelectorMatching) -> Bool {
        let depth = reachableDepth
        if leading.isSibling {
            // Only `+` between siblings: the match is at most that many siblings on.
            let siblingsReached = depth == 0 && !combinatorsInOrder.contains(.subsequentSibling) ? combinatorsInOrder.count : Int.max
            var sibling = anchor.nextElementSibling
            var count = 0
            while let current = sibling, count < siblingsReached {
                if test(current, matching) == true { return true }
                if matching.relativeBudgetRanOut { return false }
                if depth != 0, search(below: current, levels: depth, matching) { return true }
                sibling = current.nextElementSibling
                count += 1
            }
            return false
        }
        return search(below: anchor, levels: depth, matching)
    }

    /// The descendants of `root` down to `levels` below it, in document order.
    private func search(below root: Element, levels: Int?, _ matching: SelectorMatching) -> Bool {
        var pending: [(element: Element, level: Int)] = root.childElementsOutsideTemplates.reversed().map { ($0, 1) }
        while let (element, level) = pending.popLast() {
            guard let result = test(element, matching) else { return false }
            if result { return true }
            if levels.map({ level < $0 }) ?? true {
                pending += element.childElementsOutsideTemplates.reversed().map { ($0, level + 1) }
            }
        }
        return false
    }

    /// nil when the budget ran out.
    private func test(_ candidate: Element, _ matching: SelectorMatching) -> Bool? {
        guard matching.spendRelativeTest() else { return nil }
        return anchored.matches(candidate, in: matching)
    }
}

extension Element {
    /// Children as the DOM has them: a `<template>`'s belong to its contents, not to it.
    var childElementsOutsideTemplates: [Element] { name == "template" ? [] : childElements }
}
