/// Compound selectors joined by descendant (space) and child (`>`)
/// combinators, matched right to left as browsers do.
///
/// Matching runs in time linear in the element's depth times the selector's
/// length: a failure that ran out of ancestors ends the whole match (no other
/// choice further left can succeed, since every one of them starts higher up),
/// so each descendant combinator scans the ancestors at most once. This is the
/// shortcut browsers use; plain backtracking takes time exponential in the
/// number of descendant combinators (`p div div div div` on deep `<div>`s).
package struct ComplexSelector: Equatable, Sendable {
    package enum Combinator: Equatable, Sendable {
        case descendant
        case child
    }

    /// (ids, classes and attributes, types), compared in that order (Selectors 4, 17).
    package struct Specificity: Comparable, Sendable {
        package var ids = 0
        package var classes = 0
        package var types = 0

        package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
        }
    }

    /// Rightmost first: `compounds[0]` is the subject, which the element itself matches.
    package let compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` to `compounds[i + 1]`, on its left.
    package let combinators: [Combinator]

    package var subject: CompoundSelector { compounds[0] }

    package var specificity: Specificity {
        var result = Specificity()
        for compound in compounds {
            result.ids += compound.ids.count
            result.classes += compound.classes.count + compound.attributes.count
            result.types += compound.tag == nil ? 0 : 1
        }
        return result
    }

    package func matches(_ element: Element) -> Bool {
        match(from: 0, element) == .matched
    }

    private enum Outcome {
        case matched
        /// This element does not fit: an ancestor further up may.
        case failedHere
        /// No element further up can fit either: stop trying.
        case failedEverywhere
    }

    /// Recursion is as deep as the selector is long (bounded by the parser), never the tree.
    private func match(from index: Int, _ element: Element) -> Outcome {
        guard compounds[index].matches(element) else { return .failedHere }
        guard index < combinators.count else { return .matched }
        switch combinators[index] {
        case .child:
            guard let parent = element.parent as? Element else { return .failedEverywhere }
            return match(from: index + 1, parent)
        case .descendant:
            var ancestor = element.parent as? Element
            while let current = ancestor {
                let outcome = match(from: index + 1, current)
                if outcome != .failedHere { return outcome }
                ancestor = current.parent as? Element
            }
            return .failedEverywhere
        }
    }
}
