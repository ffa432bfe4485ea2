import FoundationEssentials
import HTML
import Turbo
import Base

/// Performing the navigator's decisions on the screen's state: which page
/// each stack shows, what goes to the snapshot caches, what starts loading.
extension Browser {
    package mutating func perform(_ decisions: [NavigationEffect]) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for decision in decisions {
            switch decision {
            case .visit(let entry, let stack, let options):
                let refresh = isRefresh(of: entry.url, action: options.action, in: stack)
                if let response = options.response {
                    effects += state.cancelLoading(in: stack)
                    effects += show(VisitResponse(response), for: entry, in: stack, scroll: nil, refresh: refresh)
                } else {
                    // A page a `data-turbo-preload` link fetched is shown at once while its visit runs (Turbo's preview).
                    let preview = refresh ? nil : state.stacks[stack].snapshots.preview(for: entry.url).flatMap { $0.isPreload ? $0 : nil }
                    // A refresh is never prefetched (same-page links are not), and its flag must reach its own visit.
                    effects += startVisit(entry, in: stack, scroll: nil, prefetched: !refresh, refresh: refresh)
                    if var preview, state.stacks[stack].visit.pending?.entryID == entry.id, state.stacks[stack].page?.entryID != entry.id {
                        preview.entryID = entry.id
                        preview.phase = .complete
                        state.place(preview, in: stack)
                    }
                }
            case .reload(let entry, let stack):
                let shown = state.stacks[stack].page?.entryID == entry.id
                let scroll = shown
                    ? state.stacks[stack].page.map { ScrollPosition(topRow: $0.scrollTop) }
                    : state.stacks[stack].snapshots.page(for: entry.url)?.scroll
                // Reloading the page on screen is a refresh; one shown again from below is not.
                // A page shown only as far as it came is replaced, not morphed.
                let refresh = shown && state.stacks[stack].page?.shownDocument != nil
                    && state.stacks[stack].page?.isComplete == true
                effects += startVisit(entry, in: stack, scroll: scroll, refresh: refresh)
            case .restoreFromSnapshot(let entry, let stack):
                effects += restore(entry, in: stack)
            case .showModal:
                // The page under the modal takes no keys: typing there ends, as on a phone.
                state.stacks[.main].fieldInUse = nil
            case .dismissModal:
                // What the status line said about the modal's page goes with it.
                state.message = nil
                effects += state.cancelLoading(in: .modal)
                // The modal's pages, left ones too, go with it.
                state.stacks[.modal] = PageSession()
            case .scrollToAnchor(let anchor, let stack):
                state.scroll(toAnchor: anchor, in: stack)
            case .openExternally(let url, .nonHTMLDocument(let fileExtension)):
                effects += offerFile(url, because: Browser.describe(.nonHTMLDocument(extension: fileExtension)))
            case .openExternally(let url, let reason):
                effects += offerExternally(url, because: Browser.describe(reason))
            case .refuse(_, let reason):
                switch reason {
                case .unsafeScheme, .malformedURL: state.message = .error("Refused: \(reason)")
                default: state.message = .info(Browser.sentence(reason.description))
                }
            case .notice(let text):
                state.message = .info(text)
            case .promote(let entry, let stack, let leaving):
                // An anchor pushed on the same page: back shows the page where the reader left it.
                if let leaving, SnapshotKey(leaving.url) == SnapshotKey(entry.url), let shown = state.stacks[stack].page,
                   let copy = shown.detachedCopy() {
                    state.stacks[stack].snapshots.store(copy.forCache(), scroll: ScrollPosition(topRow: shown.scrollTop),
                                                        for: leaving.url, control: shown.cacheControl)
                }
                state.stacks[stack].adopt(entry)
            }
        }
        return effects
    }

    package mutating func restore(_ entry: PageEntry, in stack: NavigationStackKind) -> [BrowserEffect] {
        guard state.stacks[stack].page?.entryID != entry.id else { return state.cancelLoading(in: stack) }
        switch state.stacks[stack].snapshots.restoration(for: entry.url) {
        case .show(var page, let scroll):
            // Turbo does not render a cached page that says reload: it loads it in full.
            if let document = page.document, VisitControl.requiresReload(document) {
                return startFullLoad(entry, url: entry.url, in: stack)
            }
            let effects = state.cancelLoading(in: stack)
            if let document = page.document {
                let carried = state.carryPermanentElements(into: document, in: stack)
                for (element, value) in carried { page.set(value, for: element) }
                if !carried.isEmpty { page.documentDidChange() }
            }
            page.entryID = entry.id
            page.scrollTop = scroll.topRow
            state.place(page, in: stack)
            // Frames still loading when the page was left load again.
            return effects + state.loadFrames(in: stack)
        case .load(let scroll):
            return startVisit(entry, in: stack, scroll: scroll)
        }
    }

    /// Shows an answer. A big one is first parsed and laid out by a worker
    /// (`.preparePage`, answered by `.pagePrepared`): until it lands the visit
    /// stays pending, so the progress bar moves on (from `startedAt`, when
    /// the visit began) and Esc cancels it.
    package mutating func show(_ response: VisitResponse, for entry: PageEntry, in stack: NavigationStackKind,
                       scroll: ScrollPosition?, refresh: Bool = false, overrides: PageRefreshOverrides = PageRefreshOverrides(),
                       fullLoad: Bool = false, startedAt: MonotonicInstant? = nil, visitTicket: VisitTicket? = nil) -> [BrowserEffect] {
        guard response.body.count >= configuration.backgroundPreparationBytes else {
            return show(PreparedPage(response), for: entry, in: stack, scroll: scroll, refresh: refresh, overrides: overrides,
                        fullLoad: fullLoad)
        }
        let effects = state.cancelLoading()
        let ticket: VisitTicket = state.tickets.next()
        var visit = PendingVisit(ticket: ticket, url: entry.url, stack: stack, entryID: entry.id, scroll: scroll,
                                 startedAt: startedAt ?? state.now)
        visit.isRefresh = refresh
        visit.refreshOverrides = overrides
        visit.isFullLoad = fullLoad
        state.stacks[stack].visit = .preparing(visit)
        var preparation = PageWorkerJob(.visit(visit.ticket), stack: stack, response: response,
                                          width: state.area(for: stack).columns, numbered: state.numberLinks)
        preparation.visitTicket = visitTicket
        return effects + [.preparePage(preparation)]
    }

    /// Returns the loads of the page's eager frames. A `refresh` of a page
    /// that asks for it is morphed into the shown page instead; a page that
    /// says `turbo-visit-control` reload is loaded again in full (unless
    /// this is that full load).
    package mutating func show(_ prepared: PreparedPage, for entry: PageEntry, in stack: NavigationStackKind,
                       scroll: ScrollPosition?, refresh: Bool = false, overrides: PageRefreshOverrides = PageRefreshOverrides(),
                       fullLoad: Bool = false) -> [BrowserEffect] {
        let response = prepared.response
        let document = prepared.document
        if !fullLoad, prepared.requiresReload { return startFullLoad(entry, url: response.url, in: stack) }
        if !fullLoad, let shown = state.stacks[stack].page?.document, TrackedElements.requireReload(shown: shown, answer: document) {
            return reloadForChangedAssets(entry, url: response.url, in: stack)
        }
        if refresh, let effects = morphRefresh(with: response, document: document, for: entry, in: stack, overrides: overrides) {
            return effects
        }
        // A refresh of a page that says `turbo-refresh-scroll` preserve keeps the place, morphed or not (Turbo 8);
        // a `refresh` stream's `scroll="reset"` sends it to the top although a reload would keep it (R3).
        let preserved = refresh && PageRefreshSettings(document, overriddenBy: overrides).preservesScroll
            ? state.stacks[stack].page.map { ScrollPosition(topRow: $0.scrollTop) } : nil
        let scroll = refresh && overrides.preservesScroll == false ? nil : scroll ?? preserved
        // The page shown while this answer arrived (`ArrivalPolicy`: never over permanent elements).
        let arriving = arrivingPage(of: entry.id, in: stack)
        let carried = arriving == nil ? state.carryPermanentElements(into: document, in: stack) : []
        var page = prepared.page ?? PageView(url: response.url, status: response.status,
                                             content: .document(document, source: prepared.source),
                                             width: state.area(for: stack).columns, numbered: state.numberLinks)
        // A worker laid the page out before the shown page's permanent elements came in.
        if prepared.page != nil, prepared.hasPermanentElements, arriving == nil, state.stacks[stack].page?.shownDocument != nil {
            page.documentDidChange()
        }
        for (element, value) in carried { page.set(value, for: element) }
        // A big page a worker prepared is laid out on a worker after a resize too: from a parse of its
        // own source while it stays as loaded, else reading its document in place.
        if prepared.page != nil, response.contentType?.isHTML ?? true {
            page.markBig(pristine: !prepared.hasLiveSources && carried.isEmpty)
            // The reader went from the part's source to its page (or back) as the worker finished: a worker follows.
            if let arriving, arriving.showingSource != page.showingSource { page.wantsSource = arriving.showingSource }
        }
        page.entryID = entry.id
        page.titleOverride = configuration.pathProperties(response.url).title
        page.scrollTop = scroll?.topRow ?? 0
        // Nothing is focused after a load, unless a field asks for it.
        page.focus = page.autofocusField.map(FocusTarget.field)
        // Where the reader went in the part shown so far stays, without a jump.
        let moved = arriving.map { $0.scrollTop > 0 || $0.focus != nil } ?? false
        if moved, let arriving { page.continueReading(from: arriving) }
        placeArriving(page, after: arriving, in: stack)
        state.visited.insert(entry.url)
        state.visited.insert(response.url)
        if scroll == nil && !moved { state.stacks[stack].revealFocus(rows: state.area(for: stack).rows) }
        // A new page opens at its `#anchor` (Turbo D10); a reload keeps the reader's place.
        if scroll == nil, !moved, let anchor = entry.url.fragment, !anchor.isEmpty { state.scroll(toAnchor: anchor, in: stack) }
        _ = navigate { $0.visitDidComplete(entry.id, finalURL: response.url, title: page.rendered.title); return [] }
        if !response.isSuccess {
            state.message = .error("HTTP \(response.status) from \(response.url.absoluteString)")
        } else if let notice = page.rendered.notices.first {
            state.message = .info(Browser.sentence(notice))
        }
        return state.loadFrames(in: stack)
    }

    /// turbo-wire R5: the answer's `data-turbo-track="reload"` head elements
    /// differ from the shown page's (a deploy changed an asset), so the page
    /// is not rendered by Turbo but reloaded in full, as Hotwire Native
    /// reloads its web view: the URL is fetched again without Turbo's
    /// headers, and nothing built with the old assets is kept (the stack's
    /// snapshot cache goes, and the page on screen is not cached when the
    /// new one replaces it).
    package mutating func reloadForChangedAssets(_ entry: PageEntry, url: URL, in stack: NavigationStackKind) -> [BrowserEffect] {
        state.stacks[stack].snapshots.removeAll()
        state.stacks[stack].pageIsOutdated = true
        return startFullLoad(entry, url: url, in: stack)
    }

    package static func describe(_ reason: ExternalReason) -> String {
        switch reason {
        case .otherHost: return "Another site"
        case .otherScheme: return "For another program"
        case .nonHTMLDocument(let fileExtension): return "Not a page (\(fileExtension))"
        }
    }

    package static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
