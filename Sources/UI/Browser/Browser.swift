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
        ImageLoader.setBases(&state, configuration: configuration)
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
        case .typed(let keys): effects = handle(keys)
        case .input(.mouse(let mouse)): effects = handle(mouse)
        case .input(.resize(let size)):
            state.size = size
            state.relayoutAt = now + BrowserState.relayoutDelay
        case .input(.terminate(let signal)): state.exit = .signal(signal)
        case .input(.endOfInput): state.exit = .quit
        case .input(.graphics(let choice)): state.graphics = choice
        case .intent(let intent): effects = perform(intent)
        case .visitFinished(let ticket, let result): effects = finishVisit(ticket: ticket, result)
        case .pagePrepared(let ticket, let prepared): effects = finishPreparation(ticket: ticket, prepared)
        case .pageArriving(let ticket, let prepared): showArriving(ticket: ticket, prepared)
        case .pageArrivedPartly(let ticket, let prepared, let failure): showArrivedPart(ticket: ticket, prepared, failure)
        case .pageRelaidOut(let ticket, let prepared):
            state.showRelaidOut(ticket: ticket, prepared)
            released = state.documentReads.end(ticket)
        case .searchTextMade(let stack, let key, let text): SearchTextPreparer.made(text, stack: stack, key: key, in: state)
        case .formFinished(let ticket, let result): effects = finishForm(ticket: ticket, result)
        case .frameFinished(let ticket, let result): effects = finishFrameLoad(ticket: ticket, result)
        case .iframeFinished(let ticket, let result): finishIframeLoad(ticket: ticket, result)
        case .prefetchFinished(let fetch, let result): effects = finishPrefetch(fetch, result)
        case .imageFetched(let fetch, let result): ImageLoader.fetched(fetch, result, in: &state)
        case .imageDrawn(let url, let box, let result): ImageLoader.drawn(url, box: box, result, in: &state)
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
        case .cookiesChanged(let change): state.tabs.markStale(by: change)
        case .tick: break
        case .notice(let text, let isError): state.chrome.message = isError ? .error(text) : .info(text)
        }
        state.fitStatusLine()
        effects += state.fitPages()
        // Whatever moved a view (keys, the wheel, a search, a resize, a stream), the focus follows what is shown.
        state.keepFocusShown()
        state.fitStatusLine()
        for stack in NavigationStackKind.allCases {
            effects += state.session(stack) { $0.loadVisibleLazyFrames(tickets: &$1, rows: $2) }
        }
        effects += fireDueRefreshes()
        let turboDrives = turboDrivesPage
        effects += LinkPrefetcher.follow(&state, turboDrives: turboDrives) + LinkPreloader.follow(&state, turboDrives: turboDrives)
            + SearchTextPreparer.follow(&state)
        effects += ImageLoader.follow(&state, configuration: configuration)
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
        let appHosts = configuration.appHosts + apps.compactMap { HostPattern(url: $0.url) }
        navigation = NavigatorConfiguration(startLocation: apps.first?.url ?? url, loginPath: configuration.loginPath,
                                            recedesWithinModal: configuration.recedesWithinModal, appHosts: appHosts)
        let shown = apps.firstIndex { $0.url == url } ?? apps.count
        state.tabs.reset(starts: apps.map { ($0.url, $0) } + (shown == apps.count ? [(url, nil)] : []))
        state.tabs.show(shown, now: now)
        return startTab()
    }

    /// Gives the shown tab its navigator and opens its first page, as the
    /// root of its main stack. Only for a tab without one (not loaded yet, or cleared).
    /// `loadingStart` false: the navigator alone, for a tab whose first page is a form's answer.
    package mutating func startTab(loadingStart: Bool = true) -> [BrowserEffect] {
        guard state.navigator == nil, let navigation, let start = state.tabs.current.start else { return [] }
        let properties = configuration.pathProperties
        let decisions = state.tabs.current.decide(making: { Navigator(configuration: navigation, properties: properties) }) {
            loadingStart ? $0.route(start, action: .replace) : []
        }
        return perform(decisions)
    }

    /// Asks the navigator (none before `open`) to decide, then performs its
    /// decisions. The navigator is a value in the state: it changes here
    /// and nowhere else, and its modal overlay is the one the screen shows.
    /// `typed`: the user gave the URL (`g`, a bookmark, the history, drive's
    /// `visit`), as in a browser's address bar: its request carries no Referer.
    package mutating func navigate(loadingInFull: Bool = false, typed: Bool = false,
                                   _ decide: (inout Navigator) -> [NavigationEffect]) -> [BrowserEffect] {
        guard state.navigator != nil else { return [] }
        let decisions = state.tabs.current.decide(making: { nil }, decide)
        return perform(decisions, loadingInFull: loadingInFull, typed: typed)
    }

    /// What the driver asks for, through the same paths as keys and clicks.
    private mutating func perform(_ intent: BrowserIntent) -> [BrowserEffect] {
        // What the status line said, or offered, was the command's before: this one starts afresh.
        state.chrome.message = nil
        state.chrome.dismissOffer()
        switch intent {
        case .go(let url): return go(url)
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
        case .toggleUndrawn(let control):
            // A checkbox flips; a radio button is chosen (its group lets the others go).
            let isRadio = control.attribute("type")?.lowercased() == "radio"
            let checked = state.activePage?.currentValue(of: control) == .checked(true)
            state.changeActivePage { $0.set(.checked(isRadio || !checked), for: control) }
            return []
        case .showTab(let index): return showTab(index)
        case .openTab(let url): return openTab(url)
        case .openBlankTab: return openTabForAnswer(to: Tab.blank) ?? []
        case .closeTab(let id): return closeTab(id)
        case .clearMessage: return []
        }
    }

    /// A followed link, a numbered link or a typed URL. `loadingInFull`: a
    /// visit it makes is a full page load without Turbo (a classic page's
    /// link, `data-turbo="false"`), as a browser without Turbo makes it.
    package mutating func propose(_ url: URL, action: VisitAction = .advance, loadingInFull: Bool = false,
                                  typed: Bool = false) -> [BrowserEffect] {
        let stack = state.activeStack
        return navigate(loadingInFull: loadingInFull, typed: typed) { $0.route(url, action: action, from: stack) }
    }

    /// A URL typed at the `g` prompt: visited as typed, or the status line
    /// says which rule sent it elsewhere (`TypedURLDetour`).
    package mutating func visitTyped(_ url: URL) -> [BrowserEffect] {
        let stack = state.activeStack
        var decided: [NavigationEffect] = []
        // Turbo's visit, or a full load, as `go` decides; no Referer either way.
        let effects = navigate(loadingInFull: !turboVisits(url), typed: true) { navigator in
            decided = navigator.route(url, action: .advance, from: stack)
            return decided
        }
        guard let navigator, let detour = TypedURLDetour(typed: url, properties: configuration.pathProperties(url), decided: decided,
                                                         shown: navigator.state.activeEntry, appHosts: navigator.appHosts)
        else { return effects }
        if let reason = detour.offerReason { return effects + offerExternally(url, because: reason) }
        if let message = detour.message { state.chrome.message = .info(message) }
        return effects
    }

    // MARK: Loading

    /// `prefetched`: a link's visit, which takes the link's prefetched answer
    /// (`LinkPrefetcher`) when there is one: no second request.
    /// `refresh`: a replace visit to the shown page's path, whose answer may be morphed in (`Browser.morphRefresh`).
    /// `typed`: no Referer (`navigate`); a visit from a page has that page's, as Turbo's fetch has.
    package mutating func startVisit(_ entry: PageEntry, in stack: NavigationStackKind, scroll: ScrollPosition?,
                                     prefetched: Bool = false, refresh: Bool = false, typed: Bool = false) -> [BrowserEffect] {
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
        effects.append(.startVisit(ticket: ticket, url: entry.url, stack: stack, referrer: typed ? nil : state.activePage?.url,
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
            let width = state.area(for: visit.stack).columns
            let offersBack = state.navigator?.canGoBack(in: visit.stack) ?? false
            if state.stacks[visit.stack].showFailure(failure, of: visit, width: width, numbered: state.numberLinks,
                                                     offersBack: offersBack) == .staleCopy {
                state.chrome.message = .error("Could not load \(failure.url.absoluteString): \(failure.error); "
                                       + "showing the copy from before (r: retry)")
            } else {
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
            var job = PageWorkerJob(.visit(ticket), stack: visit.stack, response: prepared.response, width: width,
                                    numbered: state.numberLinks, parsed: parsed)
            job.images = state.imagePlan(for: visit.stack)
            return [.preparePage(job)]
        }
        state.stacks[visit.stack].visit = .idle
        return show(prepared, for: PageEntry(id: visit.entryID, url: visit.url), in: visit.stack, scroll: visit.scroll,
                    refresh: visit.isRefresh, overrides: visit.refreshOverrides, fullLoad: visit.isFullLoad)
    }

    /// The part of the answer that has arrived (issue 21), shown by the
    /// stack's session (`PageSession.showPart`); the visit stays pending, so
    /// the progress bar goes on and Esc stops it (what arrived stays on screen).
    private mutating func showArriving(ticket: VisitTicket, _ prepared: PreparedPage) {
        guard let visit = state.stacks.visit(arriving: ticket) else { return }
        let title = configuration.pathProperties(prepared.response.url).title
        let area = state.area(for: visit.stack)
        guard state.stacks[visit.stack].showPart(prepared, of: visit, title: title, width: area.columns, numbered: state.numberLinks),
              visit.stack == state.activeStack else { return }
        state.chrome.message = .info("Not read: another page is shown now")
    }

    /// The answer broke off after its first bytes: what arrived is shown,
    /// with the error, as the page (still not complete: never cached, no
    /// live sources); r loads it again. A whole copy of the page from
    /// before (shown, or in the stack's cache) is worth more than the start
    /// of a new one: it stays, marked stale, as when no byte came.
    private mutating func showArrivedPart(ticket: VisitTicket, _ prepared: PreparedPage, _ failure: VisitFailure) {
        guard let visit = state.stacks.visit(ticket), prepared.page != nil else { return }
        state.stacks[visit.stack].visit = .idle
        if state.stacks[visit.stack].showStaleCopy(for: visit, because: failure.error.description) {
            state.chrome.message = .error("Could not load \(failure.url.absoluteString): \(failure.error); "
                                   + "showing the copy from before (r: retry)")
            return
        }
        let title = configuration.pathProperties(prepared.response.url).title
        _ = state.stacks[visit.stack].showPart(prepared, of: visit, title: title, width: nil, numbered: nil)
        state.chrome.message = .error("Could not load all of \(failure.url.absoluteString): \(failure.error); shown as far as it came (r: retry)")
    }

    /// `turbo-visit-control` reload (turbo-wire D11, Fr3): the page is loaded
    /// again as a full page load, without Turbo's headers, and shown as it
    /// comes, neither morphed nor checked again.
    /// `scroll`: where the page opens (a reload keeps the reader's place).
    /// `referrer`: the page a followed link was on; nil for a typed URL, a
    /// step of history, a reload.
    package mutating func startFullLoad(_ entry: PageEntry, url: URL, in stack: NavigationStackKind,
                                        scroll: ScrollPosition? = nil, referrer: URL? = nil) -> [BrowserEffect] {
        var effects = state.cancelLoading()
        let ticket: VisitTicket = state.tickets.next()
        let visit = PendingVisit(ticket: ticket, url: url, stack: stack, entryID: entry.id, scroll: scroll, startedAt: state.now,
                                 isFullLoad: true)
        state.stacks[stack].visit = .requesting(visit)
        state.chrome.message = nil
        effects.append(.startFullLoad(ticket: ticket, url: url, stack: stack, referrer: referrer,
                                      arrival: ArrivalPolicy.plan(for: visit, in: state)))
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
}
