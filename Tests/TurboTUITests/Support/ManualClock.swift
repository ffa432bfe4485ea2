@testable import TurboTUI

/// A clock that moves only when told, so timer rules (stale connections,
/// backoff, retry) are tested without sleeping.
final class ManualClock: MonotonicClock {
    private(set) var now: Duration = .seconds(1000)

    func advance(by duration: Duration) {
        now += duration
    }
}
