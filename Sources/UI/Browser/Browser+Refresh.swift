import FoundationEssentials
import HTML
import Turbo

/// Page refreshes (turbo-wire D13): a replace visit to the shown page's path
/// (the reload key, a `refresh` stream, a form that redirects back). When the
/// shown page says `turbo-refresh-method` morph, the answer is morphed into
/// it: matched elements stay, so do typed text and focus; the scroll stays
/// with `turbo-refresh-scroll` preserve, else goes to the top, as in Turbo.
/// A `refresh` stream's `method` and `scroll` win over both metas (R3).
extension Browser {
    /// Nil when the refresh replaces the page instead (`PageSession.morph`).
    package mutating func morphRefresh(with response: VisitResponse, document fresh: Document, for entry: PageEntry,
                               in stack: NavigationStackKind,
                               overrides: PageRefreshOverrides = PageRefreshOverrides()) -> [BrowserEffect]? {
        let title = configuration.pathProperties(response.url).title
        let rows = state.area(for: stack).rows
        guard let morph = state.stacks[stack].morph(fresh, answer: response, for: entry, title: title, overrides: overrides,
                                                            rows: rows) else { return nil }
        if morph.endedFieldInUse { state.chrome.message = .info("The field in use was removed by the page") }
        if !morph.preservesScroll { state.scroll(toAnchor: response.url.fragment ?? "", in: stack) }
        let shownTitle = state.stacks[stack].page?.rendered.title
        _ = navigate { $0.visitDidComplete(entry.id, finalURL: response.url, title: shownTitle); return [] }
        return state.loadFrames(in: stack) + state.session(stack) { session, tickets, _ in
            session.reloadMorphingFrames(tickets: &tickets)
        }
    }
}
