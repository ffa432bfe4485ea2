/// How two compound selectors of a complex selector relate (Selectors 4, 16):
/// the element on the left is an ancestor, the parent, the previous element
/// sibling or any earlier element sibling of the one on the right.
package enum Combinator: Hashable, Sendable {
    /// Whitespace.
    case descendant
    /// `>`.
    case child
    /// `+`.
    case nextSibling
    /// `~`.
    case subsequentSibling

    /// The element the left-hand compound is tried on first, walking away
    /// from `element`; `candidate(after:)` gives the next one to try.
    func firstCandidate(from element: Element) -> Element? {
        switch self {
        case .descendant, .child: element.parent as? Element
        case .nextSibling, .subsequentSibling: element.previousElementSibling
        }
    }

    /// The next candidate after `element` failed; nil when this combinator
    /// allows only one (`>` and `+`) or there are no more.
    func candidate(after element: Element) -> Element? {
        switch self {
        case .descendant: element.parent as? Element
        case .subsequentSibling: element.previousElementSibling
        case .child, .nextSibling: nil
        }
    }

    var isSibling: Bool { self == .nextSibling || self == .subsequentSibling }
}
