import FoundationEssentials
import HTML
import Turbo

/// The page's Turbo Frames as its session keeps them (turbo-wire Fr1-Fr5):
/// the loads in flight by ticket, the lazy frames waiting for their row,
/// and what a promotion keeps of the page before it. Tickets come from the
/// browser's one counter (`Tickets`), so an answer names its load wherever it lands.
extension PageSession {
    /// After a page is shown: its eager frames load now, its lazy ones wait for their row.
    package mutating func loadFrames(tickets: inout Tickets, rows: Int) -> [BrowserEffect] {
        guard let shown = page, let document = shown.document else { return [] }
        // A worker walked a big page's document for its frames already (`DocumentFacts`).
        return loadFrames(shown.facts?.frames ?? FrameLoadPlan(below: document, page: shown.url), tickets: &tickets, rows: rows)
    }

    package mutating func loadFrames(_ plan: FrameLoadPlan, tickets: inout Tickets, rows: Int) -> [BrowserEffect] {
        guard let shown = page else { return [] }
        lazyFrames += plan.lazy
        return plan.eager.map { .loadFrame(registerFrameLoad($0.fetch(from: shown.url), frame: $0.frame, ticket: tickets.next())) }
            + loadVisibleLazyFrames(tickets: &tickets, rows: rows)
    }

    /// Lazy frames whose row is on screen (or above it) load.
    package mutating func loadVisibleLazyFrames(tickets: inout Tickets, rows: Int) -> [BrowserEffect] {
        guard let shown = page, !lazyFrames.isEmpty else { return [] }
        let bottom = shown.scrollTop + rows
        var effects: [BrowserEffect] = []
        var waiting: [FrameLoad] = []
        for load in lazyFrames {
            let row = load.frame.id.flatMap { AnchorFinder.row(of: $0, in: shown) }
            // Inside closed details a frame is not drawn, so not in view: it waits for them to open.
            let closed = load.frame.element.closestAncestor { $0.name == "details" && !$0.hasAttribute("open") } != nil
            if closed || (row.map { $0 >= bottom } ?? false) {
                waiting.append(load)
            } else {
                // As Turbo's `elementAppearedInViewport`: the frame's own `data-turbo-action` promotes it.
                let action = load.frame.element.attribute("data-turbo-action").flatMap(VisitAction.init(rawValue:))
                effects.append(.loadFrame(registerFrameLoad(load.fetch(from: shown.url), frame: load.frame, ticket: tickets.next(),
                                                            promotion: action)))
            }
        }
        lazyFrames = waiting
        return effects
    }

    /// The load becomes one of the page's frame loads in flight; the
    /// returned fetch is its request, for the caller to send (or not).
    package mutating func registerFrameLoad(_ fetch: TurboFetch, frame: TurboFrame, ticket: FrameTicket,
                                            promotion: VisitAction? = nil, morph: Bool = false,
                                            continuing earlier: PendingFrameLoad? = nil) -> FrameFetch {
        // Turbo keeps a copy of the page as the navigation starts: history shows it on back.
        let before = earlier?.pageBefore ?? promotion.flatMap(pageBeforePromotion)
        frameLoads[ticket] = PendingFrameLoad(frame: frame, promotion: promotion, pageBefore: before,
                                              morph: morph, recursions: (earlier?.recursions ?? -1) + 1)
        return FrameFetch(ticket: ticket, fetch: fetch)
    }

    /// What back will show after an advance: a copy of the page as it is now
    /// (a second layout of it, so only when the cache would keep it).
    package func pageBeforePromotion(_ action: VisitAction) -> PageView? {
        guard action == .advance, let shown = page, shown.cacheControl != .noCache else { return nil }
        return shown.detachedCopy()
    }

    /// The filled frame moves the page (Fr5): on an advance, the page as it
    /// was when the navigation began goes to the snapshot cache under the
    /// old URL (the navigator then gives the shown page its new entry).
    package mutating func keepPageBefore(_ promotion: FramePromotion, _ before: PageView?) {
        guard promotion.action == .advance, let before, let shown = page else { return }
        snapshots.store(before.forCache(), scroll: ScrollPosition(topRow: before.scrollTop), for: shown.url, control: shown.cacheControl)
    }

    /// The shown page stands for another entry now (a promotion, an anchor); its frame loads in flight stay with it.
    package mutating func adopt(_ entry: PageEntry) {
        changePage { page in
            page.entryID = entry.id
            page.url = entry.url
            page.titleOverride = entry.properties.title
        }
    }

    /// `autoscroll` (R4): the filled frame's rows placed in the view as its
    /// `data-autoscroll-block` says.
    package mutating func scroll(_ frame: Element, into autoscroll: FrameAutoscroll, rows height: Int) {
        guard let shown = page, var rows = shown.rows(of: frame), !rows.isEmpty else { return }
        // The blank rows of margins around the frame's content are not what Turbo scrolls to (its first child).
        while rows.count > 1, shown.lines[rows.lowerBound].isBlank { rows = rows.dropFirst() }
        while rows.count > 1, shown.lines[rows.upperBound - 1].isBlank { rows = rows.dropLast() }
        changePage { page in
            page.scrollTop = autoscroll.top(showing: rows, height: height, currentTop: shown.scrollTop)
            page.clampScroll(visibleRows: height)
        }
    }

    /// A frame's answer rendered into the page (`FrameSwap`): the page laid
    /// out once, the frame's own lazy loads started, the frame scrolled into
    /// view when it asks (`autoscroll`). Returns the loads and whether the field in use went.
    package mutating func showFrame(_ render: FrameRender, in frame: TurboFrame, tickets: inout Tickets,
                                    rows: Int) -> (loads: [BrowserEffect], endedFieldInUse: Bool) {
        let ended = apply(DocumentChange(extent: .changes(render.changes), streamErrors: render.streams.errors), visibleRows: rows)
        changePage { $0.framesToPreload.append(frame.element) }
        if let autoscroll = render.autoscroll { scroll(frame.element, into: autoscroll, rows: rows) }
        return (loadFrames(render.loads, tickets: &tickets, rows: rows), ended)
    }
}
