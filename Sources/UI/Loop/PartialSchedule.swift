import Base
/// When a page that is still arriving is laid out and shown again
/// (issue 21): as soon as what has arrived fills the screen, then at most a
/// few times a second. Each layout of the part so far walks all of it, so
/// the wait between two grows with their cost (three times the last one):
/// the partial layouts together cost at most about half of the worker's
/// time, however big the page, and the whole page is not held up for long.
package struct PartialSchedule {
    /// Bytes parsed before the first try: enough for a head and a screen of text on most pages.
    package static let firstBytes = 32 * 1024
    /// The shortest wait between two partial pages, and how long the first may wait for a full screen.
    package static let interval = Duration.milliseconds(250)

    private let started: MonotonicInstant
    private var triedBytes = 0
    private var triedAt: MonotonicInstant?
    private var lastCost = Duration.zero
    package private(set) var hasShown = false

    package init(started: MonotonicInstant) {
        self.started = started
    }

    /// Whether to lay out the part parsed so far now. Before the first page
    /// is shown: at `firstBytes`, then each time the bytes double, or after
    /// `interval`; after it: once the wait has passed, if more was parsed.
    package func isDue(parsedBytes: Int, now: MonotonicInstant) -> Bool {
        guard parsedBytes > triedBytes else { return false }
        guard let triedAt else { return parsedBytes >= Self.firstBytes || started.duration(to: now) >= Self.interval }
        let wait = max(Self.interval, lastCost * 3)
        if !hasShown && parsedBytes >= triedBytes * 2 { return true }
        return triedAt.duration(to: now) >= wait
    }

    /// Notes a layout made at `now` that took `cost`; returns whether to show
    /// it: the first one only when it fills the screen or the page is slow to
    /// come (`interval` since the first byte) and has some text.
    package mutating func laidOut(parsedBytes: Int, cost: Duration, now: MonotonicInstant, fillsScreen: Bool,
                          hasText: Bool) -> Bool {
        triedBytes = parsedBytes
        triedAt = now
        lastCost = cost
        guard !hasShown else { return true }
        guard fillsScreen || (hasText && started.duration(to: now) >= Self.interval) else { return false }
        hasShown = true
        return true
    }
}
