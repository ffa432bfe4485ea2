/// Everything the navigator decides about: the two stacks and the overlay.
/// A value, so a test (or the UI) can compare one state with another.
public struct NavigationState: Equatable, Sendable {
    public internal(set) var main = PageStack()
    public internal(set) var modal = PageStack()
    /// Nil while no modal is shown; the modal stack is then empty.
    public internal(set) var modalOverlay: ModalOverlay?
    private var lastEntryID = 0

    public init() {}

    public var isModalShown: Bool { modalOverlay != nil }
    /// The stack the user is looking at and typing into.
    public var activeStack: NavigationStackKind { isModalShown ? .modal : .main }
    public var activeEntry: PageEntry? { self[activeStack].top }

    public subscript(kind: NavigationStackKind) -> PageStack {
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
