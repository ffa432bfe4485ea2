/// A clock that moves only when told, so timer rules (stale connections,
/// backoff, retry, a recorded answer's delay) are tested without sleeping.
/// Internal: the program always runs on `SystemMonotonicClock`.
package final class ManualClock: MonotonicClock {
    package private(set) var now: Duration = .seconds(1000)

    package init() {}

    package func advance(by duration: Duration) {
        now += max(duration, .zero)
    }

    /// Moves to `instant`, never back.
    package func advance(to instant: Duration) {
        now = max(now, instant)
    }
}
