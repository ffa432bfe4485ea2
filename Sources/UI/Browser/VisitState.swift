/// A stack's visit, from the request to its page on screen, one per page
/// session (hotwire-native-ios's Visit has one state too). While it is in
/// flight, parts of its answer may already be the session's page
/// (`Browser.arrivingPage`); it ends when the whole page lands, fails or is
/// cancelled.
package enum VisitState: Equatable {
    case idle
    /// The request is out; its answer comes as `.visitFinished` (and, for a
    /// page shown while it arrives, `.pageArriving` parts).
    case requesting(PendingVisit)
    /// The answer is in and a worker parses and lays it out (`.pagePrepared`).
    case preparing(PendingVisit)

    /// The visit in flight, whatever its phase.
    package var pending: PendingVisit? {
        switch self {
        case .idle: nil
        case .requesting(let visit), .preparing(let visit): visit
        }
    }

    package var isPreparing: Bool {
        if case .preparing = self { return true }
        return false
    }

    /// The visit of `ticket` in flight, in the phase asked for (any when nil).
    package func visit(_ ticket: VisitTicket, preparing: Bool? = nil) -> PendingVisit? {
        guard let visit = pending, visit.ticket == ticket else { return nil }
        if let preparing, preparing != isPreparing { return nil }
        return visit
    }

    /// Changes the visit in flight (a refresh's flags), keeping its phase.
    package mutating func amend(_ change: (inout PendingVisit) -> Void) {
        switch self {
        case .idle: break
        case .requesting(var visit):
            change(&visit)
            self = .requesting(visit)
        case .preparing(var visit):
            change(&visit)
            self = .preparing(visit)
        }
    }
}
