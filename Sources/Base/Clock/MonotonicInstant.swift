/// A moment on the program's one clock (`MonotonicClock`): what the event
/// loop, its timers, the reducer's deadlines and the driver's timeouts all
/// measure time in. The program's clock is the machine's monotonic clock;
/// a test's moves only when told (`ManualClock`), so a rule about time is
/// tested without waiting for it.
package struct MonotonicInstant: Comparable, Hashable, Sendable {
    /// Time since the clock's origin, which is arbitrary but fixed.
    package let sinceOrigin: Duration

    package init(sinceOrigin: Duration) {
        self.sinceOrigin = sinceOrigin
    }

    package func duration(to later: MonotonicInstant) -> Duration { later.sinceOrigin - sinceOrigin }

    package func advanced(by duration: Duration) -> MonotonicInstant {
        MonotonicInstant(sinceOrigin: sinceOrigin + duration)
    }

    package static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool { lhs.sinceOrigin < rhs.sinceOrigin }

    package static func + (lhs: MonotonicInstant, rhs: Duration) -> MonotonicInstant { lhs.advanced(by: rhs) }

    package static func - (lhs: MonotonicInstant, rhs: Duration) -> MonotonicInstant { lhs.advanced(by: .zero - rhs) }

    package static func - (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Duration { rhs.duration(to: lhs) }

    package static func += (lhs: inout MonotonicInstant, rhs: Duration) { lhs = lhs + rhs }
}
