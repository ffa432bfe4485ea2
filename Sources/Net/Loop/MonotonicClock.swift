import FoundationEssentials
import Dispatch

/// Where timers read the time. The program uses `SystemMonotonicClock`;
/// tests pass a clock that moves only when told, so reconnect, backoff and
/// stale-connection rules run without sleeping.
public protocol MonotonicClock: AnyObject {
    /// Time since an arbitrary fixed origin; never goes backwards.
    var now: Duration { get }
}

/// The machine's monotonic clock (unaffected by changes to the wall clock).
public final class SystemMonotonicClock: MonotonicClock {
    public init() {}

    public var now: Duration {
        .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }
}
