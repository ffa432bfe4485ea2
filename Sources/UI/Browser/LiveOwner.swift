import Turbo
/// Whose live sources these are: the page on top of one stack of one tab.
/// The loop keys the sources it runs by it (`watchLive`, `stopLive`), and
/// each message carries it back.
package struct LiveOwner: Hashable, Sendable, Comparable {
    package let tab: TabID
    package let stack: NavigationStackKind

    package init(tab: TabID, stack: NavigationStackKind) {
        self.tab = tab
        self.stack = stack
    }

    package static func < (lhs: LiveOwner, rhs: LiveOwner) -> Bool {
        (lhs.tab, lhs.stack == .modal ? 1 : 0) < (rhs.tab, rhs.stack == .modal ? 1 : 0)
    }
}
