import Base
/// One-shot timers of the event loop. A transport's `poll` waits no longer
/// than the earliest deadline and fires the timers that are due, so live
/// connections get their pings, stale checks and reconnects from the one loop.
package final class TimerQueue {
    package struct TimerID: Hashable, Sendable {
        package let value: Int
    }

    private struct Pending {
        let deadline: MonotonicInstant
        let action: () -> Void
    }

    package let clock: MonotonicClock
    private var pending: [TimerID: Pending] = [:]
    private var nextID = 0

    package init(clock: MonotonicClock = SystemMonotonicClock()) {
        self.clock = clock
    }

    /// Timers pending (tests check that a closed source leaves none).
    package var count: Int { pending.count }

    /// When the earliest timer is due, on `clock`; nil when none is pending.
    package var nextDeadline: MonotonicInstant? { pending.values.map(\.deadline).min() }

    @discardableResult
    package func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerID {
        nextID += 1
        let id = TimerID(value: nextID)
        pending[id] = Pending(deadline: clock.now + max(delay, .zero), action: action)
        return id
    }

    package func cancel(_ id: TimerID?) {
        guard let id else { return }
        pending.removeValue(forKey: id)
    }

    /// How long a poll may wait: `limit`, or less when a timer is due sooner.
    package func timeoutMilliseconds(limit: Int32) -> Int32 {
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
    package func fireDue() {
        let now = clock.now
        let due = pending.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (id, timer) in due where pending.removeValue(forKey: id) != nil {
            timer.action()
        }
    }
}
