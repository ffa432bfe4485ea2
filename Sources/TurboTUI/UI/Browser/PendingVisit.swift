import FoundationEssentials

/// The visit in flight: which entry of which stack its page is for.
struct PendingVisit: Equatable {
    let ticket: Int
    let url: URL
    let stack: NavigationStackKind
    let entryID: PageEntry.ID
    /// Where to put the reader when the page arrives (a reload keeps the place).
    let scroll: ScrollPosition?
    let startedAt: ContinuousClock.Instant
    /// A replace visit to the shown page's path (turbo-wire D13): its answer
    /// may be morphed into the page instead of replacing it.
    var isRefresh = false
    /// The `refresh` stream's `method` and `scroll` for this refresh (R3).
    var refreshOverrides = PageRefreshOverrides()
    /// A full page load (`turbo-visit-control` reload): shown as it comes.
    var isFullLoad = false
    /// The answer is in and a worker is parsing and laying it out.
    var isPreparing = false

    /// Turbo shows its progress bar only for visits slower than this.
    static let progressDelay = Duration.milliseconds(500)
}
