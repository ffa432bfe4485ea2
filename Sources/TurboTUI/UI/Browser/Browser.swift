import Foundation

/// The browser's behaviour: state plus an event gives the new state and the
/// effects the runtime must perform. The navigator decides where pages go;
/// this type performs its decisions on the screen's state and keeps the
/// laid-out pages (shown ones here, left ones in the snapshot caches). No
/// I/O, so every decision can be tested against an in-memory screen.
struct Browser {
    var state: BrowserState
    let configuration: BrowserConfiguration
    /// Created by `open`, with the first URL as the app's location.
    private(set) var navigator: Navigator?
    /// Pages left behind, per stack, for back and forward (Turbo D7).
    var snapshots: [NavigationStackKind: SnapshotCache<PageView>] = [.main: SnapshotCache(), .modal: SnapshotCache()]

    init(size: ScreenSize, now: ContinuousClock.Instant, configuration: BrowserConfiguration) {
        state = BrowserState(size: size, now: now)
        self.configuration = configuration
    }

    mutating func update(_ event: BrowserEvent, now: ContinuousClock.Instant) -> [BrowserEffect] {
        state.now = now
        var effects: [BrowserEffect] = []
        switch event {
        case .input(.key(let key)): effects = handle(key)
        case .input(.mouse(let mouse)): effects = handle(mouse)
        case .input(.resize(let size)):
            state.size = size
            state.relayoutAt = now + BrowserState.relayoutDelay
        case .input(.terminate(let signal)): state.exit = .signal(signal)
        case .input(.endOfInput): state.exit = .quit
        case .visitFinished(let ticket, let result): effects = finishVisit(ticket: ticket, result)
        case .tick: break
        case .notice(let text, let isError): state.message = isError ? .error(text) : .info(text)
        }
        fitPages()
        return effects
    }

    /// Opens the first page, which becomes the root of the main stack.
    mutating func open(_ url: URL, now: ContinuousClock.Instant) -> [BrowserEffect] {
        state.now = now
        let navigator = Navigator(configuration: NavigatorConfiguration(startLocation: url, loginPath: configuration.loginPath),
                                  properties: configuration.pathProperties)
        self.navigator = navigator
        return perform(navigator.start())
    }

    /// A followed link, a numbered link or a typed URL.
    mutating func propose(_ url: URL) -> [BrowserEffect] {
        guard let navigator else { return [] }
        return perform(navigator.route(url, from: state.activeStack))
    }

    // MARK: Performing the navigator's decisions

    mutating func perform(_ decisions: [NavigationEffect]) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for decision in decisions {
            switch decision {
            case .visit(let entry, let stack, let options):
                if let response = options.response {
                    effects += cancelLoading(in: stack)
                    show(VisitResponse(response), for: entry, in: stack, scroll: nil)
                } else {
                    effects += startVisit(entry, in: stack, scroll: nil)
                }
            case .reload(let entry, let stack):
                let scroll = state.pages[stack]?.entryID == entry.id
                    ? state.pages[stack].map { ScrollPosition(topRow: $0.scrollTop) }
                    : snapshots[stack]?.page(for: entry.url)?.scroll
                effects += startVisit(entry, in: stack, scroll: scroll)
            case .restoreFromSnapshot(let entry, let stack):
                effects += restore(entry, in: stack)
            case .showModal(let overlay):
                state.modal = overlay
            case .dismissModal:
                effects += cancelLoading(in: .modal)
                state.modal = nil
                state.pages[.modal] = nil
                snapshots[.modal]?.removeAll()
            case .scrollToAnchor(let anchor, let stack):
                // Rendered pages do not record anchors yet: the top is all we can find.
                state.pages[stack]?.scrollTop = 0
                if !anchor.isEmpty { state.message = .info("#\(anchor)") }
            case .openExternally(let url, let reason):
                effects += offerExternally(url, because: Self.describe(reason))
            case .refuse(_, let reason):
                switch reason {
                case .unsafeScheme, .malformedURL: state.message = .error("Refused: \(reason)")
                default: state.message = .info(Self.sentence(reason.description))
                }
            case .notice(let text):
                state.message = .info(text)
            }
        }
        // Done's availability follows the page on top of the modal stack.
        state.modal = navigator?.state.modalOverlay
        return effects
    }

    private mutating func restore(_ entry: PageEntry, in stack: NavigationStackKind) -> [BrowserEffect] {
        guard state.pages[stack]?.entryID != entry.id else { return cancelLoading(in: stack) }
        switch snapshots[stack, default: SnapshotCache()].restoration(for: entry.url) {
        case .show(var page, let scroll):
            let effects = cancelLoading(in: stack)
            page.entryID = entry.id
            page.scrollTop = scroll.topRow
            place(page, in: stack)
            return effects
        case .load(let scroll):
            return startVisit(entry, in: stack, scroll: scroll)
        }
    }

    /// Puts a page on screen for its stack; the page it covers goes to the
    /// stack's snapshot cache, with its scroll position, for back and forward.
    mutating func place(_ page: PageView, in stack: NavigationStackKind) {
        if let previous = state.pages[stack], previous.entryID != page.entryID {
            snapshots[stack, default: SnapshotCache()].store(previous, scroll: ScrollPosition(topRow: previous.scrollTop),
                                                             for: previous.url, control: previous.cacheControl)
        }
        state.pages[stack] = page
    }

    private mutating func show(_ response: VisitResponse, for entry: PageEntry, in stack: NavigationStackKind, scroll: ScrollPosition?) {
        var page = PageView(response, width: state.area(for: stack).columns, numbered: state.numberLinks)
        page.entryID = entry.id
        page.titleOverride = configuration.pathProperties(response.url).title
        page.scrollTop = scroll?.topRow ?? 0
        place(page, in: stack)
        navigator?.visitDidComplete(entry.id, finalURL: response.url, title: page.rendered.title)
        if !response.isSuccess {
            state.message = .error("HTTP \(response.status) from \(response.url.absoluteString)")
        }
    }

    // MARK: Loading

    mutating func startVisit(_ entry: PageEntry, in stack: NavigationStackKind, scroll: ScrollPosition?) -> [BrowserEffect] {
        var effects = cancelLoading()
        state.lastTicket += 1
        state.loading = PendingVisit(ticket: state.lastTicket, url: entry.url, stack: stack, entryID: entry.id,
                                     scroll: scroll, startedAt: state.now)
        state.message = nil
        effects.append(.startVisit(ticket: state.lastTicket, url: entry.url, stack: stack))
        return effects
    }

    /// Stops the visit in flight (in `stack` only, when given).
    mutating func cancelLoading(in stack: NavigationStackKind? = nil) -> [BrowserEffect] {
        guard let loading = state.loading, stack == nil || loading.stack == stack else { return [] }
        state.loading = nil
        return [.cancelVisit(loading.stack)]
    }

    private mutating func finishVisit(ticket: Int, _ result: Result<VisitResponse, VisitFailure>) -> [BrowserEffect] {
        guard let visit = state.loading, visit.ticket == ticket else { return [] }
        state.loading = nil
        let entry = PageEntry(id: visit.entryID, url: visit.url)
        switch result {
        case .failure(let failure):
            if failure.error == .cancelled { return [] }
            var page = PageView(url: failure.url, status: nil, content: .failure(failure),
                                width: state.area(for: visit.stack).columns, numbered: state.numberLinks)
            page.entryID = visit.entryID
            place(page, in: visit.stack)
            state.message = .error("Could not load \(failure.url.absoluteString): \(failure.error) (r: retry)")
            return []
        case .success(let response):
            if let decisions = navigator?.visitDidFail(response.url, status: response.status) {
                return perform(decisions)
            }
            if response.wasRedirected, SnapshotKey(response.url) != SnapshotKey(visit.url), let navigator {
                // The navigator decides where the redirect's page goes and hands the response back.
                return perform(navigator.visitDidRedirect(visit.entryID, to: response.http))
            }
            guard response.isDisplayable else {
                let type = response.contentType?.mediaType ?? "unknown"
                return offerExternally(response.url, because: "Not a page (\(type))")
            }
            show(response, for: entry, in: visit.stack, scroll: visit.scroll)
            return []
        }
    }

    mutating func offerExternally(_ url: URL, because reason: String) -> [BrowserEffect] {
        state.offer = url
        let choices = configuration.canOpenExternally ? "o: open with $BROWSER, y: copy URL" : "y: copy URL ($BROWSER is not set)"
        state.message = .info("\(reason): \(url.absoluteString) (\(choices), Esc: dismiss)")
        return []
    }

    private static func describe(_ reason: ExternalReason) -> String {
        switch reason {
        case .otherHost: return "Another site"
        case .otherScheme: return "For another program"
        case .nonHTMLDocument(let fileExtension): return "Not a page (\(fileExtension))"
        }
    }

    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    // MARK: Layout

    /// Lays out the shown pages for their areas after a resize or `#`, and
    /// keeps their scroll positions in range.
    private mutating func fitPages() {
        if let due = state.relayoutAt {
            guard state.now >= due else { return }
            state.relayoutAt = nil
        }
        for stack in [NavigationStackKind.main, .modal] where state.pages[stack] != nil {
            let area = state.area(for: stack)
            state.pages[stack]?.fit(width: area.columns, numbered: state.numberLinks)
            state.pages[stack]?.clampScroll(visibleRows: area.rows)
        }
    }
}
