import FoundationEssentials
import Net
import Turbo
import Base

/// The browser's behaviour: state plus an event gives the new state and the
/// effects the runtime must perform. The navigator decides where pages go;
/// this type performs its decisions on the screen's state and keeps the
/// laid-out pages (shown ones here, left ones in the snapshot caches). No
/// I/O, so every decision can be tested against an in-memory screen.
package struct Browser {
    package var state: BrowserState
    package let configuration: BrowserConfiguration
    /// The navigator of the shown tab, for the driver and tests to read.
    package var navigator: Navigator? { state.navigator }
    /// What every tab's navigator is made with: the first URL (or app tab)
    /// as the app's location, so every tab agrees on which hosts are the app.
    package private(set) var navigation: NavigatorConfiguration?

    package init(size: ScreenSize, now: MonotonicInstant, configuration: BrowserConfiguration) {
        state = BrowserState(size: size, now: now)
        state.downloads.directory = configuration.downloadDirectory
        state.keys = configuration.keys
        self.configuration = configuration
    }

    package mutating func update(_ event: BrowserEvent, now: MonotonicInstant) -> [BrowserEffect] {
        state.now = now
        // A worker reads a shown document in place: what could change a document waits for it.
        if state.documentReads.isReading, !DocumentReads.runs(event, in: state) {
            state.documentReads.hold(event)
            return []
        }
        var effects: [BrowserEffect] = []
        var released: [BrowserEvent] = []
        switch event {
        case .input(.key(let key)): effects = handle(key)
        case .input(.mouse(let mouse)): effects = handle(mouse)
        case .input(.resize(let size)):
            state.size = size
            state.relayoutAt = now + BrowserState.relayoutDelay
        case .input(.terminate(let signal)): state.exit = .signal(signal)
        case .input(.endOfInput): state.exit = .quit
        case .intent(let intent): effects = perform(intent)
        case .visitFinished(let ticket, let result): effects = finishVisit(ticket: ticket, result)
        case .pagePrepared(let ticket, let prepared): effects = finishPreparation(ticket: ticket, prepared)
        case .pageArriving(let ticket, let prepared): showArriving(ticket: ticket, prepared)
        case .pageArrivedPartly(let ticket, let prepared, let failure): showArrivedPart(ticket: ticket, prepared, failure)
        case .pageRelaidOut(let ticket, let prepared):
            showRelaidOut(ticket: ticket, prepared)
            released = state.documentReads.end(ticket)
        case .formFinished(let ticket, let result): effects = finishForm(ticket: ticket, result)
        case .frameFinished(let ticket, let result): effects = finishFrameLoad(ticket: ticket, result)
        case .prefetchFinished(let fetch, let result): effects = finishPrefetch(fetch, result)
        case .live(let message): effects = receive(message)
        case .externalEdit(let edit):
            if let failure = state.stacks[edit.target.stack].apply(edit) { state.chrome.message = failure }
        case .download(let report):
            let (message, next, screen) = state.downloads.apply(report, now: now)
            if let message { state.chrome.message = message }
            // A viewer's text goes over the page; a question being asked stays in front.
            if let screen, state.question == nil { state.chrome.overlay = .downloads(screen) }
            effects = next
        case .recorded(let entries): entries.forEach { state.visited.record($0) }
        case .tick: break
        case .notice(let text, let isError): state.chrome.message = isError ? .error(text) : .info(text)
        }
        fitStatusLine()
        effects += fitPages()
        for stack in NavigationStackKind.allCases {
            effects += state.session(stack) { $0.loadVisibleLazyFrames(tickets: &$1, rows: $2) }
        }
        effects += fireDueRefreshes()
        effects += LinkPrefetcher.follow(&state) + LinkPreloader.follow(&state)
        effects += state.live.follow(state.tabs.liveWatches(now: now))
        // What waited while the document was read, in the order it came (a new read holds the rest again).
        for event in released { effects += update(event, now: now) }
        return effects
    }

    /// Opens the first page, which becomes the root of the main stack. With
    /// the app's tabs (`appTabs`), they are the tabs, and `url` is shown: in
    /// its app tab, or in a tab of its own after them. The others load when
    /// first shown.
    package mutating func open(_ url: URL, now: MonotonicInstant) -> [BrowserEffect] {
        state.now = now
        let apps = configuration.appTabs
        let appHosts = configuration.appHosts + apps.compactMap { $0.url.host.map { HostPattern(host: $0) } }
        navigation = NavigatorConfiguration(startLocation: apps.first?.url ?? url, loginPath: configuration.loginPath,
                                            recedesWithinModal: configuration.recedesWithinModal, appHosts: appHosts)
        let shown = apps.firstIndex { $0.url == url } ?? apps.count
        state.tabs.reset(starts: apps.map { ($0.url, $0) } + (shown == apps.count ? [(url, nil)] : []))
        state.tabs.show(shown, now: now)
        return startTab()
    }

    /// Gives the shown tab its navigator and opens its first page, as the
    /// root of its main stack. Only for a tab without one (not loaded yet, or cleared).
    package mutating func startTab() -> [BrowserEffect] {
        guard state.navigator == nil, let navigation, let start = state.tabs.current.start else { return [] }
        let properties = configuration.pathProperties
        let decisions = state.tabs.current.decide(making: { Navigator(configuration: navigation, properties: properties) }) {
            $0.route(start, action: .replace)
        }
        return perform(decisions)
    }

    /// Asks the navigator (none before `open`) to decide, then performs its
    /// decisions. The navigator is a value in the state: it changes here
    /// and nowhere else, and its modal overlay is the one the screen shows.
    package mutating func navigate(_ decide: (inout Navigator) -> [NavigationEffect]) -> [BrowserEffect] {
        guard state.navigator != nil else { return [] }
        let decisions = state.tabs.current.decide(making: { nil }, decide)
        return perform(decisions)
    }

    /// What the driver asks for, through the same paths as keys and clicks.
    private mutating func perform(_ intent: BrowserIntent) -> [BrowserEffect] {
        state.chrome.message = nil
        switch intent {
        case .go(let url): return propose(url)
        case .followLink(let index):
            guard state.stacks[state.activeStack].focus(.link(index), rows: state.activeArea.rows) else { return [] }
            return follow(link: index)
        case .useField(let index): return use(field: index)
        case .useLabelledField(let index): return use(field: index, labelled: true)
        case .run(let command): return run(command)
        case .dismissModal: return dismissModal()
        case .chooseOptions(let select, let positions):
            state.changeActivePage { $0.set(.selected(positions), for: select) }
            return []
        case .showTab(let index): return showTab(index)
        case .openTab(let url): return openTab(url)
        case .closeTab(let id): return closeTab(id)
        case .clearMessage: return []
        }
    }

    /// A followed link, a numbered link or a typed URL.
    package mutating func propose(_ url: URL, action: VisitAction = .advance) -> [BrowserEffect] {
        let stack = state.activeStack
        return navigate { $0.route(url, action: action, from: stack) }
    }

    // MARK: Loading

    /// `prefetched`: a link's visit, which takes the link's prefetched answer
    /// (`LinkPrefetcher`) when there is one: no second request.
    /// `refresh`: a replace visit to the shown page's path, whose answer may be morphed in (`MorphRefresh`).
    package mutating func startVisit(_ entry: PageEntry, in stack: NavigationStackKind, scroll: ScrollPosition?,
                             prefetched: Bool = false, refresh: Bool = false) -> [BrowserEffect] {
        var effects = state.cancelLoading()
        let ticket: VisitTicket = state.tickets.next()
        var visit = PendingVisit(ticket: ticket, url: entry.url, stack: stack, entryID: entry.id, scroll: scroll, startedAt: state.now)
        visit.isRefresh = refresh
        state.stacks[stack].visit = .requesting(visit)
        state.chrome.message = nil
        switch prefetched ? state.prefetcher.take(entry.url, by: .visit(ticket), now: state.now) : nil {
        case .answered(let response)?: return effects + finishVisit(ticket: ticket, .success(VisitResponse(response)))
        case .fetching?: return effects
        case nil: break
        }
        effects.append(.startVisit(ticket: ticket, url: entry.url, stack: stack, referrer: state.activePage?.url,
                                   arrival: ArrivalPolicy.plan(for: visit, in: state)))
        return effects
    }

    /// A prefetch answered: kept for its link, handed to the visit or frame
    /// load that took it on its way, or (a preload) put in its stack's snapshot cache.
    private mutating func finishPrefetch(_ fetch: PrefetchFetch, _ result: Result<HTTPResponse, NetError>) -> [BrowserEffect] {
        guard fetch.purpose == .prefetch else {
            LinkPreloader.finish(fetch, result, in: &state, maximumBytes: configuration.backgroundPreparationBytes)
            return []
        }
        switch state.prefetcher.finish(fetch, result) {
        case .visit(let visit, let answer)?: return finishVisit(ticket: visit, answer)
        case .frameLoad(let load, let answer)?: return finishFrameLoad(ticket: load, answer)
        case nil: return []
        }
    }

    private mutating func finishVisit(ticket: VisitTicket, _ result: Result<VisitResponse, VisitFailure>) -> [BrowserEffect] {
        guard let visit = state.stacks.visit(ticket) else { return [] }
        state.stacks[visit.stack].visit = .idle
        let entry = PageEntry(id: visit.entryID, url: visit.url)
        switch result {
        case .failure(let failure):
            if failure.error == .cancelled { return [] }
            if state.stacks[visit.stack].showStaleCopy(for: visit, because: failure.error.description) {
                state.chrome.message = .error("Could not load \(failure.url.absoluteString): \(failure.error); "
                                       + "showing the copy from before (r: retry)")
            } else {
                var page = PageView(url: failure.url, status: nil, content: .failure(failure),
                                    width: state.area(for: visit.stack).columns, numbered: state.numberLinks)
                page.entryID = visit.entryID
                state.place(page, in: visit.stack)
                state.chrome.message = .error("Could not load \(failure.url.absoluteString): \(failure.error) (r: retry)")
            }
            // Too big for a page is not too big for a file: a download streams to disk unbounded.
            if case .tooLarge(let limit) = failure.error {
                return offerFile(failure.url, because: "Too large for a page (over \(ByteCount.format(limit)))")
            }
            return []
        case .success(let response):
            if let effects = askForCredentials(response.http, answering: .visit(entry, visit.stack)) { return effects }
            // A 401 the login path answers, or an error page the navigator routes (nil: shown as the visit's page).
            var routed = false
            let effects = navigate { navigator in
                guard let decisions = navigator.visitDidFail(response.url, status: response.status) else { return [] }
                routed = true
                return decisions
            }
            if routed { return effects }
            if response.wasRedirected, SnapshotKey(response.url) != SnapshotKey(visit.url) {
                // The navigator decides where the redirect's page goes and hands the response back.
                return navigate { $0.visitDidRedirect(visit.entryID, to: response.http) }
            }
            guard response.isDisplayable else {
                let type = response.contentType?.mediaType ?? "unknown"
                return offerFile(response.url, because: "Not a page (\(type))", held: HeldAnswer(response.http))
            }
            if let disposition = response.http.header("Content-Disposition").flatMap(ContentDisposition.init(parsing:)),
               disposition.isAttachment {
                return offerFile(response.url, because: "A file to save (\(response.contentType?.mediaType ?? "unknown"))",
                                 held: HeldAnswer(response.http))
            }
            return show(response, for: entry, in: visit.stack, scroll: visit.scroll, refresh: visit.isRefresh,
                        overrides: visit.refreshOverrides, fullLoad: visit.isFullLoad, startedAt: visit.startedAt,
                        visitTicket: visit.ticket)
        }
    }

    /// A worker's page lands; one for a visit since cancelled or replaced is
    /// dropped. One laid out for a screen that has changed since (a resize,
    /// `#`) goes back to a worker to be laid out again, away from the loop.
    private mutating func finishPreparation(ticket: VisitTicket, _ prepared: PreparedPage) -> [BrowserEffect] {
        guard let visit = state.stacks.visit(ticket, preparing: true) else { return [] }
        let width = state.area(for: visit.stack).columns
        if let page = prepared.page, page.rendered.width != width || page.numbered != state.numberLinks {
            let parsed = PageHandOff(.complete(ticket), prepared: prepared)
            return [.preparePage(PageWorkerJob(.visit(ticket), stack: visit.stack, response: prepared.response, width: width,
                                                 numbered: state.numberLinks, parsed: parsed))]
        }
        state.stacks[visit.stack].visit = .idle
        return show(prepared, for: PageEntry(id: visit.entryID, url: visit.url), in: visit.stack, scroll: visit.scroll,
                    refresh: visit.isRefresh, overrides: visit.refreshOverrides, fullLoad: visit.isFullLoad)
    }

    /// The part of the answer that has arrived (issue 21): shown in place of
    /// the page before, or of the last part, with the reader kept at the
    /// same text; the visit stays pending, so the progress bar goes on and
    /// Esc stops it (what arrived stays on screen). Only a part laid out for
    /// the screen as it is now is shown; one that asks for a full reload
    /// (`turbo-visit-control`) is not. Nothing that needs the whole page
    /// runs for it: no frames, live sources, autofocus, anchor, permanent
    /// elements or snapshot (`PageView.isComplete`).
    private mutating func showArriving(ticket: VisitTicket, _ prepared: PreparedPage) {
        guard let visit = state.stacks.visit(ticket), var page = prepared.page,
              page.rendered.width == state.area(for: visit.stack).columns, page.numbered == state.numberLinks,
              !prepared.requiresReload else { return }
        let earlier = state.stacks[visit.stack].arrivingPage(of: visit.entryID)
        // Laid out as the page or as its source, as the reader looks at the part before (the next one follows a `\`).
        guard page.showingSource == (earlier?.showingSource ?? false) else { return }
        page.phase = .arriving
        page.entryID = visit.entryID
        page.titleOverride = configuration.pathProperties(prepared.response.url).title
        if let earlier { page.continueReading(from: earlier) }
        state.placeArriving(page, after: earlier, in: visit.stack)
    }

    /// The answer broke off after its first bytes: what arrived is shown,
    /// with the error, as the page (still not complete: never cached, no
    /// live sources); r loads it again.
    private mutating func showArrivedPart(ticket: VisitTicket, _ prepared: PreparedPage, _ failure: VisitFailure) {
        guard let visit = state.stacks.visit(ticket), var page = prepared.page else { return }
        state.stacks[visit.stack].visit = .idle
        // A whole copy of the page from before (shown, or in the stack's cache) is worth more
        // than the start of a new one: it stays, marked stale, as when no byte came.
        if state.stacks[visit.stack].showStaleCopy(for: visit, because: failure.error.description) {
            state.chrome.message = .error("Could not load \(failure.url.absoluteString): \(failure.error); "
                                   + "showing the copy from before (r: retry)")
            return
        }
        page.phase = .arriving
        page.entryID = visit.entryID
        page.titleOverride = configuration.pathProperties(prepared.response.url).title
        let earlier = state.stacks[visit.stack].arrivingPage(of: visit.entryID)
        if let earlier { page.continueReading(from: earlier) }
        state.placeArriving(page, after: earlier, in: visit.stack)
        state.chrome.message = .error("Could not load all of \(failure.url.absoluteString): \(failure.error); shown as far as it came (r: retry)")
    }

    /// A worker's layout of a shown page for a new size lands (`fitPages`):
    /// it is used if it is the one asked for last, for the screen as it is
    /// now. A parse of the page's own source takes the page's place if the
    /// page is still as it was (nothing typed, the document unchanged since);
    /// a layout of the page's document in place becomes the page's layout.
    private mutating func showRelaidOut(ticket: LayoutTicket, _ prepared: PreparedPage) {
        for stack in NavigationStackKind.allCases {
            guard let shown = state.stacks[stack].page, let pending = shown.pendingRelayout, pending.ticket == ticket else { continue }
            state.stacks[stack].changePage { $0.pendingRelayout = nil }
            let area = state.area(for: stack)
            guard let fresh = prepared.page, fresh.rendered.width == area.columns, fresh.numbered == state.numberLinks else { return }
            if pending.readsInPlace || pending.showsSource {
                guard shown.canRelayoutInPlace, shown.viewsSource == pending.showsSource else { return }
                state.stacks[stack].changePage { $0.adoptLayout(of: fresh) }
                // The field in use stays on screen, as after a resize laid out on the loop.
                if stack == state.activeStack { state.stacks[stack].scrollToShowFieldInUse(rows: area.rows) }
            } else {
                guard shown.canRelayoutAway, !shown.viewsSource else { return }
                state.stacks[stack].takeLayout(from: fresh)
            }
            state.stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
        }
    }

    /// `turbo-visit-control` reload (turbo-wire D11, Fr3): the page is loaded
    /// again as a full page load, without Turbo's headers, and shown as it
    /// comes, neither morphed nor checked again.
    package mutating func startFullLoad(_ entry: PageEntry, url: URL, in stack: NavigationStackKind) -> [BrowserEffect] {
        var effects = state.cancelLoading()
        let ticket: VisitTicket = state.tickets.next()
        let visit = PendingVisit(ticket: ticket, url: url, stack: stack, entryID: entry.id, scroll: nil, startedAt: state.now, isFullLoad: true)
        state.stacks[stack].visit = .requesting(visit)
        state.chrome.message = nil
        effects.append(.startFullLoad(ticket: ticket, url: url, stack: stack, arrival: ArrivalPolicy.plan(for: visit, in: state)))
        return effects
    }

    package mutating func offerExternally(_ url: URL, because reason: String) -> [BrowserEffect] {
        state.chrome.offer(url, because: reason, canOpenExternally: configuration.canOpenExternally)
        return []
    }

    /// A file rather than a page: save, view, copy or cancel (`FileOffer`).
    package mutating func offerFile(_ url: URL, because reason: String, held: HeldAnswer? = nil) -> [BrowserEffect] {
        FileOffer.present(url, because: reason, held: held, in: &state, canOpenExternally: configuration.canOpenExternally)
        return []
    }

    // MARK: Layout

    /// A long message takes rows from the page; the focus it would push
    /// off screen is scrolled back into view.
    private mutating func fitStatusLine() {
        let rows = StatusLineView(state: state).rows
        guard rows != state.chrome.statusRows else { return }
        let before = state.activeArea
        state.chrome.statusRows = rows
        guard let page = state.activePage, let focus = page.focus, let row = page.targets.row(of: focus),
              (page.scrollTop..<(page.scrollTop + before.rows)).contains(row) else { return }
        let shown = state.activeArea.rows
        state.stacks[state.activeStack].revealFocus(rows: shown)
    }

    /// Lays out the shown pages for their areas after a resize or `#`, and
    /// keeps their scroll positions in range. After a resize, the field in use
    /// (typed into, its list open) stays on screen: the reading position keeps the top text,
    /// and a shorter screen would cut the field off below.
    /// A big page as it was loaded (`PageView.isPristine`) is laid out on a
    /// worker instead (`.relayoutPage`): until it lands, the old layout stays
    /// on screen, clipped or narrower, and keys work on it.
    private mutating func fitPages() -> [BrowserEffect] {
        var resized = false
        var effects: [BrowserEffect] = []
        if let due = state.relayoutAt {
            guard state.now >= due else { return [] }
            state.relayoutAt = nil
            resized = true
        }
        for stack in NavigationStackKind.allCases where state.stacks[stack].page != nil {
            let area = state.area(for: stack)
            // A page still arriving is laid out for the new size by its worker.
            if let visit = state.stacks[stack].visit.pending, state.stacks[stack].arrivingPage(of: visit.entryID) != nil {
                state.stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
                continue
            }
            if let effect = relayoutAway(in: stack) {
                effects += effect
                continue
            }
            let numbered = state.numberLinks
            state.stacks[stack].changePage { page in
                page.fit(width: area.columns, numbered: numbered)
                page.clampScroll(visibleRows: area.rows)
            }
        }
        if resized {
            let rows = state.activeArea.rows
            state.stacks[state.activeStack].scrollToShowFieldInUse(rows: rows)
        }
        return effects
    }

    /// The worker's layout for `stack`'s page when it needs one for the
    /// screen as it is now and may have it: [] while the one asked for is on
    /// its way, nil when the page is laid out on the loop (a small one, or
    /// one still arriving). Its source (`\`, `viewsSource`) is wrapped on the
    /// worker from the text alone. A big page as loaded, with no field in use and no frames
    /// of its own to come, goes as its source, parsed anew on the worker: the
    /// loop goes on meanwhile as if nothing was asked. Any other big page
    /// (changed by a stream, a frame or a morph, typed into) lends the worker
    /// its document (`LentPage`), and what could change it waits until the
    /// layout is back (`DocumentReads`); one such read at a time per page.
    private mutating func relayoutAway(in stack: NavigationStackKind) -> [BrowserEffect]? {
        guard let page = state.stacks[stack].page, page.canRelayoutInPlace else { return nil }
        let area = state.area(for: stack)
        let (width, numbered, source) = (area.columns, state.numberLinks, page.viewsSource)
        guard page.rendered.width != width || page.numbered != numbered || page.showingSource != source else { return [] }
        state.stacks[stack].changePage { $0.clampScroll(visibleRows: area.rows) }
        let fromSource = !source && page.canRelayoutAway && state.stacks[stack].fieldInUse == nil
            && state.stacks[stack].lazyFrames.isEmpty && state.stacks[stack].frameLoads.isEmpty
        if let pending = page.pendingRelayout {
            // A read in place is waited for: the one for the screen as it is now follows it.
            if pending.readsInPlace { return [] }
            if pending.width == width, pending.numbered == numbered, pending.showsSource == source, source || fromSource { return [] }
        }
        let ticket: LayoutTicket = state.tickets.next()
        let job = source ? page.sourceRelayout(ticket: ticket, stack: stack, width: width, numbered: numbered)
            : fromSource ? page.relayoutPreparation(ticket: ticket, stack: stack, width: width, numbered: numbered)
            : page.inPlaceRelayout(ticket: ticket, stack: stack, width: width, numbered: numbered)
        guard let job else { return nil }
        let reads = job.lent != nil
        if reads { state.documentReads.begin(ticket) }
        state.stacks[stack].changePage { $0.pendingRelayout = PendingRelayout(ticket: ticket, width: width, numbered: numbered,
                                                                    readsInPlace: reads, showsSource: source) }
        return [.relayoutPage(job)]
    }
}
