/// Turbo 8's page refresh from `refresh` streams: a refresh whose
/// `request-id` is one this client sent is ignored (the page already shows
/// its own change), others wait 150 ms and any refresh arriving meanwhile
/// restarts the wait, so a burst becomes one reload, done as the last of
/// them asks (its `method` and `scroll`: Turbo's debounce calls the trailing
/// refresh with its own arguments). Time comes in as a
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
    /// What the last refresh received asks of the pending one.
    public private(set) var overrides = PageRefreshOverrides()

    public init(period: Duration = RefreshDebouncer.period) {
        self.period = period
    }

    public mutating func receive(requestID: String?, ownRequests: RequestIDHistory,
                                 now: ContinuousClock.Instant) -> Decision {
        receive(StreamRefresh(requestID: requestID), ownRequests: ownRequests, now: now)
    }

    public mutating func receive(_ refresh: StreamRefresh, ownRequests: RequestIDHistory,
                                 now: ContinuousClock.Instant) -> Decision {
        if let requestID = refresh.requestID, ownRequests.contains(requestID) { return .ignoredAsOwnRequest }
        let due = now.advanced(by: period)
        deadline = due
        overrides = refresh.overrides
        return .scheduled(due)
    }

    /// True once when the pending refresh is due: the caller reloads the
    /// page then (a replace visit to its URL).
    public mutating func fire(now: ContinuousClock.Instant) -> Bool {
        fireRefresh(now: now) != nil
    }

    /// What the refresh due now asks, once; nil when none is due.
    public mutating func fireRefresh(now: ContinuousClock.Instant) -> PageRefreshOverrides? {
        guard let deadline, now >= deadline else { return nil }
        self.deadline = nil
        return overrides
    }

    /// Leaving the page drops a pending refresh.
    public mutating func cancel() {
        deadline = nil
    }
}
