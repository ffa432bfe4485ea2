/// Compound selectors joined by descendant (space) and child (`>`)
/// combinators, matched right to left as browsers do.
struct ComplexSelector: Equatable, Sendable {
    enum Combinator: Equatable, Sendable {
        case descendant
        case child
    }

    /// The rightmost compound, which the element itself must match.
    var subject: CompoundSelector
    /// Going left: each combinator and the compound on its left.
    var ancestors: [(Combinator, CompoundSelector)]

    static func == (lhs: ComplexSelector, rhs: ComplexSelector) -> Bool {
        lhs.subject == rhs.subject && lhs.ancestors.elementsEqual(rhs.ancestors) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    func matches(_ element: Element) -> Bool {
        guard subject.matches(element) else { return false }
        return matchAncestors(from: 0, below: element)
    }

    /// Backtracks over descendant combinators, so `a b > c` is exact.
    private func matchAncestors(from index: Int, below element: Element) -> Bool {
        guard index < ancestors.count else { return true }
        let (combinator, compound) = ancestors[index]
        var candidate = element.parent as? Element
        while let current = candidate {
            if compound.matches(current), matchAncestors(from: index + 1, below: current) { return true }
            if combinator == .child { return false }
            candidate = current.parent as? Element
        }
        return false
    }
}
