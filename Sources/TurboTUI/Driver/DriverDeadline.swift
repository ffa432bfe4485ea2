/// When a command must answer by: its `timeout` from when it started
/// (spec drive.md: default 10 seconds).
struct DriverDeadline {
    let instant: ContinuousClock.Instant
    let timeout: Duration

    init(_ timeout: Duration, from start: ContinuousClock.Instant = .now) {
        self.timeout = timeout
        instant = start + timeout
    }

    /// "10 s", "2.5 s".
    var description: String {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    func timedOut(_ what: String) -> DriverError {
        DriverError("Timed out after \(description): \(what).")
    }
}
