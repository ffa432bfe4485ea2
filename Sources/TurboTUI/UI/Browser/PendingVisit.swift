import Foundation

/// The visit in flight: which entry of which stack its page is for.
struct PendingVisit: Equatable {
    let ticket: Int
    let url: URL
    let stack: NavigationStackKind
    let entryID: PageEntry.ID
    /// Where to put the reader when the page arrives (a reload keeps the place).
    let scroll: ScrollPosition?
    let startedAt: ContinuousClock.Instant

    /// Turbo shows its progress bar only for visits slower than this.
    static let progressDelay = Duration.milliseconds(500)
}
