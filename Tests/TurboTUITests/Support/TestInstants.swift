import Base

/// Instants for tests: a moment so many seconds after the clock's origin
/// (for the pure rules about time, such as a cable's staleness), and the
/// machine's clock now (for tests that wait in real time for a worker thread).
extension MonotonicInstant {
    static func seconds<Count: BinaryInteger>(_ count: Count) -> MonotonicInstant {
        MonotonicInstant(sinceOrigin: .seconds(count))
    }

    static func milliseconds<Count: BinaryInteger>(_ count: Count) -> MonotonicInstant {
        MonotonicInstant(sinceOrigin: .milliseconds(count))
    }

    static var now: MonotonicInstant { SystemMonotonicClock().now }
}
