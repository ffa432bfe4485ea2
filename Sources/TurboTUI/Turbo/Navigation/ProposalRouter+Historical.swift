import Foundation

extension ProposalRouter {
    /// turbo-rails' recede/resume/refresh redirects. They are never shown and
    /// always close the modal first; closing it *is* the recede. The body in
    /// hand ("Going back…") is dropped; its `notice` query goes to the status
    /// line so the flash is not lost.
    mutating func routeHistoricalLocation() {
        let closedModal = state.isModalShown
        transition.dismissModalIfShown()
        switch proposal.presentation {
        case .pop:
            if closedModal {
                transition.reveal(.main, .uncovered)
            } else {
                pop()
            }
        case .refresh:
            transition.refreshTop(of: .main)
        case .none:
            // Resume: stay put, even on a page marked stale.
            break
        default:
            if !state.main.isEmpty { routeByPresentation(proposal.presentation) }
        }
        if let notice = Self.notice(in: proposal.url) {
            transition.emit(.notice(notice))
        }
    }

    static func notice(in url: URL) -> String? {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
        return items.first { $0.name == "notice" }?.value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
