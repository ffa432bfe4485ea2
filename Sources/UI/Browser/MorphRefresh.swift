import FoundationEssentials
import HTML
import Turbo

/// Page refreshes (turbo-wire D13): a replace visit to the shown page's path
/// (the reload key, a `refresh` stream, a form that redirects back). When the
/// shown page says `turbo-refresh-method` morph, the answer is morphed into
/// it: matched elements stay, so do typed text and focus; the scroll stays
/// with `turbo-refresh-scroll` preserve, else goes to the top, as in Turbo.
/// A `refresh` stream's `method` and `scroll` win over both metas (R3).
package enum MorphRefresh {
    package static func isRefresh(of url: URL, action: VisitAction, in stack: NavigationStackKind, on browser: Browser) -> Bool {
        guard let shown = browser.state.stacks[stack].page, shown.shownDocument != nil else { return false }
        return PageRefresh.isRefresh(of: shown.url, by: url, action: action)
    }

    /// Nil when the refresh replaces the page instead: the shown page does
    /// not ask for morphing, or the answer is an error page or not HTML.
    package static func morphRefresh(with response: VisitResponse, document fresh: Document, for entry: PageEntry,
                               in stack: NavigationStackKind,
                               overrides: PageRefreshOverrides = PageRefreshOverrides(), on browser: inout Browser) -> [BrowserEffect]? {
        let settings = browser.state.stacks[stack].page?.document.map { PageRefreshSettings($0, overriddenBy: overrides) }
        guard let page = browser.state.stacks[stack].page, let document = page.document, settings?.morphs == true,
              response.isSuccess, response.contentType?.isHTML ?? true else { return nil }
        let changes = PageMorph.apply(fresh, to: document, index: page.idIndex)
        browser.state.stacks[stack].page?.forgetValues(in: changes.removed)
        // Frame answers for the page as it was are not wanted: its frames reload below.
        browser.state.stacks[stack].forgetFrameLoads()
        browser.state.stacks[stack].page?.entryID = entry.id
        browser.state.stacks[stack].page?.url = response.url
        // The page is fresh again: a retry of a stale copy that morphs ends its mark.
        browser.state.stacks[stack].page?.staleBecause = nil
        let title = browser.configuration.pathProperties(response.url).title
        browser.state.stacks[stack].page?.titleOverride = title
        browser.documentChanged(DocumentChange(extent: .wholePage), in: stack)
        if settings?.preservesScroll != true { NavigatorDecisions.scroll(to: response.url.fragment ?? "", in: stack, on: &browser) }
        let shownTitle = browser.state.stacks[stack].page?.rendered.title
        browser.state.navigator?.visitDidComplete(entry.id, finalURL: response.url, title: shownTitle)
        return FrameLoads.loadFrames(of: stack, in: &browser) + reloadMorphingFrames(in: stack, on: &browser)
    }

    /// The `refresh="morph"` frames the morph left alone load again, and
    /// their answers are morphed in too (Turbo's `frame.reload()`). One that
    /// never finished loading is in the page's plan already.
    private static func reloadMorphingFrames(in stack: NavigationStackKind, on browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.stacks[stack].page, let document = page.document else { return [] }
        return FrameLoadPlan.morphingReloads(below: document, page: page.url)
            .filter { $0.frame.isComplete && PageMorph.reloadsAfterRefresh($0.frame) }
            .map { load in
                load.frame.element.removeAttribute("complete")
                return FrameLoads.startFrameLoad(load.fetch(from: page.url), frame: load.frame, in: stack, morph: true, on: &browser)
            }
    }
}
