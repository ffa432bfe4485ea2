import FoundationEssentials
import HTML
import Turbo
import Base

/// Performing the navigator's decisions on the screen's state: which page
/// each stack shows, what goes to the snapshot caches, what starts loading.
extension Browser {
    /// `loadingInFull`: the visits the decisions make are full page loads (`Browser.propose`).
    /// `typed`: the visits are of a URL the user gave, with no Referer (`navigate`).
    package mutating func perform(_ decisions: [NavigationEffect], loadingInFull: Bool = false, typed: Bool = false) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for decision in decisions {
            switch decision {
            case .visit(let entry, let stack, let options):
                let refresh = state.stacks[stack].isRefresh(of: entry.url, action: options.action)
                if let response = options.response {
                    effects += state.cancelLoading(in: stack)
                    effects += show(VisitResponse(response), for: entry, in: stack, scroll: nil, refresh: refresh)
                } else if loadingInFull {
                    effects += startFullLoad(entry, url: entry.url, in: stack, referrer: typed ? nil : state.activePage?.url)
                } else {
                    // A refresh is never prefetched (same-page links are not), and its flag must reach its own visit.
                    effects += startVisit(entry, in: stack, scroll: nil, prefetched: !refresh, refresh: refresh, typed: typed)
                    if !refresh, let preview = state.stacks[stack].preview(for: entry) { state.place(preview, in: stack) }
                }
                // Presented without some rules (a pattern out of time): said, as a broken rule is.
                if let shortfall = entry.properties.shortfall { state.chrome.message = .error(shortfall) }
            case .reload(let entry, let stack) where state.stacks[stack].resendable.form(answeredBy: entry.id) != nil:
                // The page is a form's answer: a reload sends the form again, once the user says so.
                guard var form = state.stacks[stack].resendable.form(answeredBy: entry.id) else { break }
                form.isResend = true
                state.chrome.overlay = .question(Question(text: "Send the form to \(form.submission.url.absoluteString) again?",
                                                          action: .submit(form)))
            case .reload(let entry, let stack):
                let (scroll, refresh) = state.stacks[stack].reloadPlan(for: entry)
                // A page Turbo does not drive is reloaded as a browser reloads it: in full, without Turbo's headers.
                if let shown = state.stacks[stack].page, shown.entryID == entry.id, !drivesTurbo(shown) {
                    effects += startFullLoad(entry, url: entry.url, in: stack, scroll: scroll)
                } else {
                    effects += startVisit(entry, in: stack, scroll: scroll, refresh: refresh)
                }
            case .restoreFromSnapshot(let entry, let stack):
                effects += restore(entry, in: stack)
            case .showModal:
                // The page under the modal takes no keys: typing there ends, as on a phone.
                state.stacks[.main].fieldInUse = nil
            case .dismissModal:
                // What the status line said about the modal's page goes with it.
                state.chrome.message = nil
                effects += state.cancelLoading(in: .modal)
                // The modal's pages, left ones too, go with it.
                state.stacks[.modal] = PageSession()
            case .scrollToAnchor(let anchor, let stack):
                // A same-page replace changed the shown entry's URL in place: the page shows it too (its #anchor).
                if let entry = navigator?.state[stack].top, entry.id == state.stacks[stack].page?.entryID {
                    state.stacks[stack].changePage { $0.url = entry.url }
                }
                state.scroll(toAnchor: anchor, in: stack)
            case .openExternally(let url, .nonHTMLDocument(let fileExtension)):
                effects += offerFile(url, because: Browser.describe(.nonHTMLDocument(extension: fileExtension)))
            case .openExternally(let url, let reason):
                effects += offerExternally(url, because: Browser.describe(reason))
            case .refuse(_, let reason):
                switch reason {
                case .unsafeScheme, .malformedURL: state.chrome.message = .error("Refused: \(reason)")
                default: state.chrome.message = .info(Browser.sentence(reason.description))
                }
            case .notice(let text):
                state.chrome.message = .info(text)
            case .promote(let entry, let stack, let leaving):
                state.stacks[stack].promote(entry, leaving: leaving)
            }
        }
        return effects
    }

    /// Back or forward to `entry`: the cached page, else a load (`PageSession.restoration`).
    package mutating func restore(_ entry: PageEntry, in stack: NavigationStackKind) -> [BrowserEffect] {
        switch state.stacks[stack].restoration(of: entry, rows: state.area(for: stack).rows) {
        case .shown: return state.cancelLoading(in: stack)
        case .fullLoad: return startFullLoad(entry, url: entry.url, in: stack)
        case .cached(let page, let endedFieldInUse):
            if endedFieldInUse { state.chrome.message = .info("The field in use was removed by the page") }
            let effects = state.cancelLoading(in: stack)
            if let shown = state.stacks[stack].page?.document, let incoming = page.document {
                HeadScripts.carry(from: shown, into: incoming)
            }
            state.place(page, in: stack)
            // Frames still loading when the page was left load again.
            return effects + state.loadFrames(in: stack)
        case .load(let scroll):
            // Not in the cache: from a classic page, the browser's load, as its back button makes one.
            guard turboVisits(entry.url) else { return startFullLoad(entry, url: entry.url, in: stack, scroll: scroll) }
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
        visit.arrivalTicket = visitTicket
        state.stacks[stack].visit = .preparing(visit)
        var preparation = PageWorkerJob(.visit(visit.ticket), stack: stack, response: response,
                                          width: state.area(for: stack).columns, numbered: state.numberLinks)
        preparation.visitTicket = visitTicket
        // Images are laid out as boxes at once (the first screen waits for none of them).
        preparation.images = state.imagePlan(for: stack)
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
        // Turbo checks the tracked assets only before rendering a page: an error answer is drawn as it came.
        if !fullLoad, response.isSuccess, let shown = state.stacks[stack].page?.document,
           TrackedElements.requireReload(shown: shown, answer: document) {
            return reloadForChangedAssets(entry, url: response.url, in: stack)
        }
        if refresh, let effects = morphRefresh(with: response, document: document, for: entry, in: stack, overrides: overrides) {
            return effects
        }
        // Turbo merges a page's head into the shown one, keeping its scripts; an error page or a full load replaces it.
        if !fullLoad, response.isSuccess, let shownDocument = state.stacks[stack].page?.document {
            HeadScripts.carry(from: shownDocument, into: document)
        }
        let area = state.area(for: stack)
        let shown = state.stacks[stack].show(prepared, for: entry, scroll: scroll, refresh: refresh, overrides: overrides,
                                             title: configuration.pathProperties(response.url).title,
                                             width: area.columns, numbered: state.numberLinks, rows: area.rows)
        if shown.endedFieldInUse { state.chrome.message = .info("The field in use was removed by the page") }
        if shown.droppedPath, stack == state.activeStack { state.chrome.message = .info("Not read: another page is shown now") }
        state.visited.insert(entry.url)
        state.visited.insert(response.url)
        // A new page opens at its `#anchor` (Turbo D10); a reload keeps the reader's place.
        if !shown.keptReadersPlace, let anchor = entry.url.fragment, !anchor.isEmpty { state.scroll(toAnchor: anchor, in: stack) }
        _ = navigate { $0.visitDidComplete(entry.id, finalURL: response.url, title: shown.title); return [] }
        if !response.isSuccess {
            state.chrome.message = .error("HTTP \(response.status) from \(response.url.absoluteString)")
        } else if let notice = shown.notice {
            state.chrome.message = .info(Browser.sentence(notice))
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
