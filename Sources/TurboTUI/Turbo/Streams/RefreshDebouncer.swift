/// Turbo 8's page refresh from `refresh` streams: a refresh whose
/// `request-id` is one this client sent is ignored (the page already shows
/// its own change), others wait 150 ms and any refresh arriving meanwhile
/// restarts the wait, so a burst becomes one reload. Time comes in as a
/// parameter (the loop's clock), so tests move it by hand.
public struct RefreshDebouncer: Sendable {
    public static let period = Duration.milliseconds(150)

    public enum Decision: Equatable, Sendable {
        case ignoredAsOwnRequest
        /// The refresh is due at this instant unless another one comes.
        case scheduled(ContinuousClock.Instant)
    }

    private let period: Duration
    /// When the pending refresh is due; nil when none is pending.
    public private(set) var deadline: ContinuousClock.Instant?

    public init(period: Duration = RefreshDebouncer.period) {
        self.period = period
    }

    public mutating func receive(requestID: String?, ownRequests: RequestIDHistory,
                                 now: ContinuousClock.Instant) -> Decision {
        if let requestID, ownRequests.contains(requestID) { return .ignoredAsOwnRequest }
        let due = now.advanced(by: period)
        deadline = due
        return .scheduled(due)
    }

    /// True once when the pending refresh is due: the caller reloads the
    /// page then (a replace visit to its URL).
    public mutating func fire(now: ContinuousClock.Instant) -> Bool {
        guard let deadline, now >= deadline else { return false }
        self.deadline = nil
        return true
    }

    /// Leaving the page drops a pending refresh.
    public mutating func cancel() {
        deadline = nil
    }
}
