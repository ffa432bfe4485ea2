/// One-shot timers of the event loop. A transport's `poll` waits no longer
/// than the earliest deadline and fires the timers that are due, so live
/// connections get their pings, stale checks and reconnects from the one loop.
public final class TimerQueue {
    public struct TimerID: Hashable, Sendable {
        package let value: Int
    }

    private struct Pending {
        let deadline: Duration
        let action: () -> Void
    }

    public let clock: MonotonicClock
    private var pending: [TimerID: Pending] = [:]
    private var nextID = 0

    public init(clock: MonotonicClock = SystemMonotonicClock()) {
        self.clock = clock
    }

    /// Timers pending (tests check that a closed source leaves none).
    package var count: Int { pending.count }

    /// When the earliest timer is due, on `clock`; nil when none is pending.
    package var nextDeadline: Duration? { pending.values.map(\.deadline).min() }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        pending[id] = Pending(deadline: clock.now + max(delay, .zero), action: action)
        return id
    }

    public func cancel(_ id: TimerID?) {
        guard let id else { return }
        pending.removeValue(forKey: id)
    }

    /// How long a poll may wait: `limit`, or less when a timer is due sooner.
    public func timeoutMilliseconds(limit: Int32) -> Int32 {
        guard let earliest = nextDeadline else { return limit }
        let remaining = earliest - clock.now
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        // Saturating: a timer set far in the future waits as long as poll can.
        let (wholeMilliseconds, tooLong) = seconds.multipliedReportingOverflow(by: 1000)
        let (sum, carry) = wholeMilliseconds.addingReportingOverflow((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        let milliseconds = tooLong || carry ? Int64.max : sum
        return limit < 0 ? Int32(clamping: milliseconds) : min(limit, Int32(clamping: milliseconds))
    }

    /// Runs every timer whose deadline has passed, earliest first. A timer
    /// scheduled by one of them runs in a later call, so this always ends.
    public func fireDue() {
        let now = clock.now
        let due = pending.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (id, timer) in due where pending.removeValue(forKey: id) != nil {
            timer.action()
        }
    }
}
