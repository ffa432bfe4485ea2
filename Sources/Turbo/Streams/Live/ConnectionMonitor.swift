import Base
/// Action Cable's rule for a healthy cable (rails: actioncable
/// connection_monitor.js): the server pings every 3 s; a connection that has
/// heard nothing for 6 s (two missed pings) is stale and reopened. Checks
/// come at a polling interval that grows with failed attempts
/// (6 s x 1.15^attempts, at most 10 steps, plus jitter); a connection that
/// dropped less than 6 s ago is left to settle.
package struct ConnectionMonitor {
    package static let staleThreshold = Duration.seconds(6)
    package static let backoffRate = 0.15

    package private(set) var reconnectAttempts = 0
    private var startedAt: MonotonicInstant
    private var pingedAt: MonotonicInstant?
    private var disconnectedAt: MonotonicInstant?

    package init(startedAt: MonotonicInstant) {
        self.startedAt = startedAt
    }

    package mutating func recordConnect(at now: MonotonicInstant) {
        reconnectAttempts = 0
        pingedAt = now
        disconnectedAt = nil
    }

    /// Any message counts, pings included.
    package mutating func recordMessage(at now: MonotonicInstant) {
        pingedAt = now
    }

    package mutating func recordDisconnect(at now: MonotonicInstant) {
        disconnectedAt = now
    }

    package func isStale(at now: MonotonicInstant) -> Bool {
        now - (pingedAt ?? startedAt) > Self.staleThreshold
    }

    /// Decides at a poll whether to reopen now, counting the attempt when the connection is stale.
    package mutating func shouldReopen(at now: MonotonicInstant) -> Bool {
        guard isStale(at: now) else { return false }
        reconnectAttempts += 1
        if let disconnectedAt, now - disconnectedAt < Self.staleThreshold { return false }
        return true
    }

    /// `jitter` is uniform in 0..<1.
    package func pollInterval(jitter: Double) -> Duration {
        let backoff = pow1p(Self.backoffRate, min(reconnectAttempts, 10))
        let jitterMaximum = reconnectAttempts == 0 ? 1.0 : Self.backoffRate
        return Self.staleThreshold * (backoff * (1 + jitterMaximum * jitter))
    }

    private func pow1p(_ rate: Double, _ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * (1 + rate) }
    }
}
