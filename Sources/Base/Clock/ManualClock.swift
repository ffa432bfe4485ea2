/// A clock that moves only when told, so timer rules (stale connections,
/// backoff, retry, a recorded answer's delay, the loop's deadlines) are
/// tested without sleeping. The program always runs on `SystemMonotonicClock`.
package final class ManualClock: MonotonicClock {
    package private(set) var now = MonotonicInstant(sinceOrigin: .seconds(1000))

    package init() {}

    package func advance(by duration: Duration) {
        now += max(duration, .zero)
    }

    /// Moves to `instant`, never back.
    package func advance(to instant: MonotonicInstant) {
        now = max(now, instant)
    }
}
