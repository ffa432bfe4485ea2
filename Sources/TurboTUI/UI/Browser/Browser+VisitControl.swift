import Foundation

/// `turbo-visit-control` reload (turbo-wire D11, Fr3): the page is loaded
/// again as a full page load, without Turbo's headers, and shown as it
/// comes, neither morphed nor checked again.
extension Browser {
    mutating func startFullLoad(_ entry: PageEntry, url: URL, in stack: NavigationStackKind) -> [BrowserEffect] {
        var effects = cancelLoading()
        let ticket = state.tickets.next()
        state.loading = PendingVisit(ticket: ticket, url: url, stack: stack, entryID: entry.id, scroll: nil,
                                     startedAt: state.now, isFullLoad: true)
        state.message = nil
        effects.append(.startFullLoad(ticket: ticket, url: url, stack: stack))
        return effects
    }
}
