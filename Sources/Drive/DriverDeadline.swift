import Base
/// When a command must answer by: its `timeout` from when it started
/// (spec drive.md: default 10 seconds).
package struct DriverDeadline {
    package let instant: MonotonicInstant
    package let timeout: Duration

    package init(_ timeout: Duration, from start: MonotonicInstant) {
        self.timeout = timeout
        instant = start + timeout
    }

    /// "10 s", "2.5 s".
    package var description: String {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    package func timedOut(_ what: String) -> DriverError {
        DriverError("Timed out after \(description): \(what).")
    }
}
