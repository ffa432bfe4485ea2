import FoundationEssentials

extension ProposalRouter {
    /// turbo-rails' recede/resume/refresh redirects. They are never shown and
    /// always close the modal first; closing it *is* the recede. The body in
    /// hand ("Going back…") is dropped; its `notice` is shown (`emitNotice`).
    package mutating func routeHistoricalLocation() {
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
    }

    /// The flash turbo-rails puts on the redirect (`?notice=`), for the status line.
    /// Rails writes the query as form data (`Post+created.`), so `+` is a space.
    package mutating func emitNotice() {
        let items = URLComponents(url: proposal.url, resolvingAgainstBaseURL: true)?.percentEncodedQueryItems ?? []
        guard let encoded = items.first(where: { $0.name == "notice" })?.value else { return }
        let notice = encoded.replacingAll("+", with: " ").percentDecoded ?? encoded
        if !notice.isEmpty { transition.emit(.notice(notice)) }
    }
}
