/// Everything the navigator decides about: the two stacks and the overlay.
/// A value, so a test (or the UI) can compare one state with another.
package struct NavigationState: Equatable, Sendable {
    package internal(set) var main = PageStack()
    package internal(set) var modal = PageStack()
    /// Nil while no modal is shown; the modal stack is then empty.
    package internal(set) var modalOverlay: ModalOverlay?
    private var lastEntryID = 0

    package init() {}

    package var isModalShown: Bool { modalOverlay != nil }
    /// The stack the user is looking at and typing into.
    package var activeStack: NavigationStackKind { isModalShown ? .modal : .main }
    package var activeEntry: PageEntry? { self[activeStack].top }

    package subscript(kind: NavigationStackKind) -> PageStack {
        get { kind == .main ? main : modal }
        // A get/set pair would copy the stack's arrays on every change through
        // the subscript; yielding the stored stack changes it in place.
        _modify {
            if kind == .main { yield &main } else { yield &modal }
        }
    }

    package mutating func makeEntry(for proposal: VisitProposal) -> PageEntry {
        lastEntryID += 1
        return PageEntry(id: PageEntry.ID(rawValue: lastEntryID), url: proposal.url, properties: proposal.properties)
    }

    package func stack(holding id: PageEntry.ID) -> NavigationStackKind? {
        NavigationStackKind.allCases.first { self[$0].contains(id) }
    }
}
