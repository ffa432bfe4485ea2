/// A clock that moves only when told, so timer rules (stale connections,
/// backoff, retry, a recorded answer's delay) are tested without sleeping.
/// Internal: the program always runs on `SystemMonotonicClock`.
final class ManualClock: MonotonicClock {
    private(set) var now: Duration = .seconds(1000)

    func advance(by duration: Duration) {
        now += max(duration, .zero)
    }

    /// Moves to `instant`, never back.
    func advance(to instant: Duration) {
        now = max(now, instant)
    }
}
