/// Compound selectors joined by combinators (`ul > li.item + li`), matched
/// right to left as browsers do: the rightmost compound (the subject) on the
/// element itself, then each compound to its left on the elements its
/// combinator allows.
///
/// Plain backtracking takes time exponential in the number of combinators
/// (`p div div div div` on deep `<div>`s retries every choice of ancestors).
/// A failure here says how far the retries may go instead: a compound that
/// does not fit lets the caller try its next candidate; a search that ran out
/// of siblings sends the retry back to the nearest descendant combinator,
/// since every sibling shares those ancestors; one that ran out of ancestors
/// ends the whole match, since every other candidate starts higher up and
/// has fewer of them. So each descendant combinator walks the ancestors at
/// most once and each `~` the siblings once per ancestor tried: a match costs
/// at most the selector's length times the element's ancestors and their
/// earlier siblings (docs/selectors.md).
package struct ComplexSelector: Hashable, Sendable {
    /// Rightmost first: `compounds[0]` is the subject, which the element itself matches.
    package let compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` to `compounds[i + 1]`, on its left.
    package let combinators: [Combinator]

    package init(compounds: [CompoundSelector], combinators: [Combinator]) {
        precondition(compounds.count == combinators.count + 1, "one combinator between each two compounds")
        self.compounds = compounds
        self.combinators = combinators
    }

    package var subject: CompoundSelector { compounds[0] }

    package var specificity: Specificity {
        compounds.reduce(Specificity()) { $0 + $1.specificity }
    }

    /// Whether any compound reads an element's siblings or descendants,
    /// whose changes a partial relayout would not see.
    package var readsBeyondAncestors: Bool {
        combinators.contains(where: \.isSibling) || compounds.contains(where: \.readsBeyondAncestors)
    }

    /// With a fresh matching state: `SelectorMatching` keeps caches between
    /// elements, so many matches should share one.
    package func matches(_ element: Element, context: any SelectorContext = DocumentSelectorContext()) -> Bool {
        matches(element, in: SelectorMatching(context: context))
    }

    package func matches(_ element: Element, in matching: SelectorMatching) -> Bool {
        match(from: 0, element, matching) == .matched
    }

    private enum Outcome {
        case matched
        /// This element does not fit: the caller's next candidate may.
        case failedHere
        /// No sibling of this element can fit: retry from the nearest
        /// descendant combinator further right.
        case failedAmongSiblings
        /// No element can fit: stop.
        case failedEverywhere
    }

    /// Recursion is as deep as the selector is long (bounded by the parser), never the tree.
    private func match(from index: Int, _ element: Element, _ matching: SelectorMatching) -> Outcome {
        guard compounds[index].matches(element, matching) else { return .failedHere }
        guard index < combinators.count else { return .matched }
        let combinator = combinators[index]
        var candidate = combinator.firstCandidate(from: element)
        while let current = candidate {
            let outcome = match(from: index + 1, current, matching)
            switch (outcome, combinator) {
            case (.matched, _), (.failedEverywhere, _), (_, .nextSibling):
                return outcome
            case (_, .child), (.failedAmongSiblings, .subsequentSibling):
                return .failedAmongSiblings
            case (_, .descendant), (.failedHere, .subsequentSibling):
                candidate = combinator.candidate(after: current)
            }
        }
        return combinator.isSibling ? .failedAmongSiblings : .failedEverywhere
    }
}
