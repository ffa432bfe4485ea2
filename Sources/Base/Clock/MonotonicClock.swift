import Dispatch
/// Where everything reads the time. The program makes one
/// `SystemMonotonicClock` and hands it to the transport, whose timers, loop
/// and driver all read it; tests hand a `ManualClock` instead, so the loop,
/// reconnects, backoff, debounced refreshes and timeouts run without sleeping.
package protocol MonotonicClock: AnyObject {
    /// Never goes backwards.
    var now: MonotonicInstant { get }
}

/// The machine's monotonic clock (unaffected by changes to the wall clock).
/// It holds nothing, so any thread may read it (a page worker timing its
/// own layout does).
package final class SystemMonotonicClock: MonotonicClock, Sendable {
    package init() {}

    package var now: MonotonicInstant {
        MonotonicInstant(sinceOrigin: .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds)))
    }
}
