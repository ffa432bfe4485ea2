import FoundationEssentials
import HTML
import Turbo

/// A page refresh morphed into the shown page (turbo-wire D13): matched
/// elements stay, so do typed text and focus.
extension PageSession {
    /// What a morph did, for the browser to finish: whether the reader's place stays, and whether the field in use went.
    package struct Morph {
        package let preservesScroll: Bool
        package let endedFieldInUse: Bool
    }

    /// Nil when the refresh replaces the page instead: the shown page does
    /// not ask for morphing, or the answer is an error page or not HTML.
    package mutating func morph(_ fresh: Document, answer response: VisitResponse, for entry: PageEntry, title: String?,
                                overrides: PageRefreshOverrides, rows: Int) -> Morph? {
        guard let shown = page, let document = shown.document, response.isSuccess, response.contentType?.isHTML ?? true else { return nil }
        let settings = PageRefreshSettings(document, overriddenBy: overrides)
        guard settings.morphs else { return nil }
        let changes = PageMorph.apply(fresh, to: document, index: shown.idIndex)
        changePage { $0.forgetValues(in: changes.removed) }
        // Frame answers for the page as it was are not wanted: its frames reload.
        forgetFrameLoads()
        changePage { page in
            page.entryID = entry.id
            page.url = response.url
            // The page is fresh again: a retry of a stale copy that morphs ends its mark.
            page.staleBecause = nil
            page.titleOverride = title
        }
        let ended = apply(DocumentChange(extent: .wholePage), visibleRows: rows)
        return Morph(preservesScroll: settings.preservesScroll, endedFieldInUse: ended)
    }

    /// The `refresh="morph"` frames the morph left alone load again, and
    /// their answers are morphed in too (Turbo's `frame.reload()`). One that
    /// never finished loading is in the page's plan already.
    package mutating func reloadMorphingFrames(tickets: inout Tickets) -> [BrowserEffect] {
        guard let shown = page, let document = shown.document else { return [] }
        return FrameLoadPlan.morphingReloads(below: document, page: shown.url)
            .filter { $0.frame.isComplete && PageMorph.reloadsAfterRefresh($0.frame) }
            .map { load in
                load.frame.element.removeAttribute("complete")
                return .loadFrame(registerFrameLoad(load.fetch(from: shown.url), frame: load.frame, ticket: tickets.next(), morph: true))
            }
    }
}
