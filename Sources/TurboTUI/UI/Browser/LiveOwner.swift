/// Whose live sources these are: the page on top of one stack of one tab.
/// The loop keys the sources it runs by it (`watchLive`, `stopLive`), and
/// each message carries it back.
struct LiveOwner: Hashable, Sendable, Comparable {
    let tab: TabID
    let stack: NavigationStackKind

    static func < (lhs: LiveOwner, rhs: LiveOwner) -> Bool {
        (lhs.tab, lhs.stack == .modal ? 1 : 0) < (rhs.tab, rhs.stack == .modal ? 1 : 0)
    }
}
