import Base
/// Turbo 8's page refresh from `refresh` streams: a refresh whose
/// `request-id` is one this client sent is ignored (the page already shows
/// its own change), others wait 150 ms and any refresh arriving meanwhile
/// restarts the wait, so a burst becomes one reload, done as the last of
/// them asks (its `method` and `scroll`: Turbo's debounce calls the trailing
/// refresh with its own arguments). Time comes in as a
/// parameter (the loop's clock), so tests move it by hand.
package struct RefreshDebouncer: Sendable {
    package static let period = Duration.milliseconds(150)

    package enum Decision: Equatable, Sendable {
        case ignoredAsOwnRequest
        /// The refresh is due at this instant unless another one comes.
        case scheduled(MonotonicInstant)
    }

    private let period: Duration
    /// When the pending refresh is due; nil when none is pending.
    package private(set) var deadline: MonotonicInstant?
    /// What the last refresh received asks of the pending one.
    package private(set) var overrides = PageRefreshOverrides()

    package init(period: Duration = RefreshDebouncer.period) {
        self.period = period
    }

    package mutating func receive(requestID: String?, ownRequests: RequestIDHistory,
                                 now: MonotonicInstant) -> Decision {
        receive(StreamRefresh(requestID: requestID), ownRequests: ownRequests, now: now)
    }

    package mutating func receive(_ refresh: StreamRefresh, ownRequests: RequestIDHistory,
                                 now: MonotonicInstant) -> Decision {
        if let requestID = refresh.requestID, ownRequests.contains(requestID) { return .ignoredAsOwnRequest }
        let due = now.advanced(by: period)
        deadline = due
        overrides = refresh.overrides
        return .scheduled(due)
    }

    /// True once when the pending refresh is due: the caller reloads the
    /// page then (a replace visit to its URL).
    package mutating func fire(now: MonotonicInstant) -> Bool {
        fireRefresh(now: now) != nil
    }

    /// What the refresh due now asks, once; nil when none is due.
    package mutating func fireRefresh(now: MonotonicInstant) -> PageRefreshOverrides? {
        guard let deadline, now >= deadline else { return nil }
        self.deadline = nil
        return overrides
    }

    /// Leaving the page drops a pending refresh.
    package mutating func cancel() {
        deadline = nil
    }
}
