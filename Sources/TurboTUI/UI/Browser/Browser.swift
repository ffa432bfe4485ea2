import Foundation

/// The browser's behaviour: state plus an event gives the new state and the
/// effects the runtime must perform. No I/O here, so every decision can be
/// tested against an in-memory screen.
struct Browser {
    var state: BrowserState
    let configuration: BrowserConfiguration

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

    /// Opens the first page, typed by the user, so any host is allowed.
    mutating func open(_ url: URL, now: ContinuousClock.Instant) -> [BrowserEffect] {
        state.now = now
        return propose(url, typed: true)
    }

    // MARK: Visits

    mutating func propose(_ url: URL, typed: Bool = false) -> [BrowserEffect] {
        switch LinkPolicy.classify(url, from: typed ? nil : state.activePage?.url) {
        case .refused(let reason):
            state.message = .error("Refused: \(reason)")
            return []
        case .external:
            return offerExternally(url, because: "Another site")
        case .load:
            break
        }
        let route = VisitRoute.decide(configuration.pathProperties(url), modalIsShown: state.modal != nil)
        switch route.operation {
        case .ignore: return []
        case .push: return startVisit(url, route: route, operation: .push)
        case .replace: return startVisit(url, route: route, operation: .replace)
        }
    }

    mutating func startVisit(_ url: URL, route: VisitRoute, operation: PendingVisit.Operation) -> [BrowserEffect] {
        var effects = cancelLoading()
        state.lastTicket += 1
        state.loading = PendingVisit(ticket: state.lastTicket, url: url, context: route.context, operation: operation,
                                     modalStyle: route.modalStyle, dismissible: route.dismissible,
                                     dismissesModal: route.dismissesModal, title: route.title, startedAt: state.now)
        state.message = nil
        effects.append(.startVisit(ticket: state.lastTicket, url: url, context: route.context))
        return effects
    }

    mutating func reload() -> [BrowserEffect] {
        guard let page = state.activePage else { return [] }
        let url = page.failure?.url ?? page.url
        let properties = configuration.pathProperties(url)
        if page.failure == nil && !properties.pullToRefreshEnabled {
            state.message = .info("Reloading is off for this page")
            return []
        }
        if let modal = state.modal {
            let route = VisitRoute(context: .modal, operation: .replace, modalStyle: modal.style,
                                   dismissible: modal.dismissible, dismissesModal: false, title: properties.title)
            return startVisit(url, route: route, operation: .reload)
        }
        let route = VisitRoute(context: .main, operation: .replace, modalStyle: .large, dismissible: true,
                               dismissesModal: false, title: properties.title)
        return startVisit(url, route: route, operation: .reload)
    }

    mutating func cancelLoading() -> [BrowserEffect] {
        guard let loading = state.loading else { return [] }
        state.loading = nil
        return [.cancelVisit(loading.context)]
    }

    private mutating func finishVisit(ticket: Int, _ result: Result<VisitResponse, VisitFailure>) -> [BrowserEffect] {
        guard let visit = state.loading, visit.ticket == ticket else { return [] }
        state.loading = nil
        switch result {
        case .failure(let failure):
            if failure.error == .cancelled { return [] }
            state.message = .error("Could not load \(failure.url.absoluteString): \(failure.error) (r: retry)")
            place(.init(url: failure.url, status: nil, content: .failure(failure), width: width(for: visit), numbered: state.numberLinks),
                  for: visit)
        case .success(let response):
            if response.status == 401, let login = loginURL(after: response) {
                state.message = .error("Sign in required")
                return propose(login)
            }
            guard response.isDisplayable else {
                let type = response.contentType?.mediaType ?? "unknown"
                return offerExternally(response.url, because: "Not a page (\(type))")
            }
            place(PageView(response, width: width(for: visit), numbered: state.numberLinks), for: visit)
            if !response.isSuccess {
                state.message = .error("HTTP \(response.status) from \(response.url.absoluteString)")
            }
        }
        return []
    }

    private func width(for visit: PendingVisit) -> Int {
        state.area(for: visit.context, style: state.modal?.style ?? visit.modalStyle).columns
    }

    private mutating func place(_ page: PageView, for visit: PendingVisit) {
        var page = page
        page.titleOverride = visit.title
        if visit.operation == .reload, let previous = state.activePage {
            page.scrollTop = previous.scrollTop
        }
        switch visit.context {
        case .main:
            if visit.dismissesModal { state.modal = nil }
            if visit.operation == .push { state.main.push(page) } else { state.main.replace(with: page) }
        case .modal:
            if state.modal == nil {
                state.modal = ModalPresentation(stack: HistoryStack(current: page), style: visit.modalStyle,
                                                dismissible: visit.dismissible)
            } else if visit.operation == .push {
                state.modal?.stack.push(page)
            } else {
                state.modal?.stack.replace(with: page)
            }
        }
    }

    private func loginURL(after response: VisitResponse) -> URL? {
        guard let path = configuration.loginPath, let login = URL(string: path, relativeTo: response.url)?.absoluteURL,
              login.path != response.url.path else { return nil }
        return login
    }

    mutating func offerExternally(_ url: URL, because reason: String) -> [BrowserEffect] {
        state.offer = url
        let choices = configuration.canOpenExternally ? "o: open with $BROWSER, y: copy URL" : "y: copy URL ($BROWSER is not set)"
        state.message = .info("\(reason): \(url.absoluteString) (\(choices), Esc: dismiss)")
        return []
    }

    // MARK: Modal

    mutating func dismissModal() -> [BrowserEffect] {
        guard let modal = state.modal else { return [] }
        guard modal.dismissible else {
            state.message = .info("This window closes itself when done (Done is off for it)")
            return []
        }
        var effects: [BrowserEffect] = []
        if state.loading?.context == .modal { effects = cancelLoading() }
        state.modal = nil
        return effects
    }

    // MARK: Layout

    /// Lays out the shown pages for their areas after a resize or `#`, and
    /// keeps their scroll positions in range.
    private mutating func fitPages() {
        if let due = state.relayoutAt {
            guard state.now >= due else { return }
            state.relayoutAt = nil
        }
        let numbered = state.numberLinks
        let mainArea = state.layout.mainPage
        state.main.current?.fit(width: mainArea.columns, numbered: numbered)
        state.main.current?.clampScroll(visibleRows: mainArea.rows)
        if let style = state.modal?.style {
            let modalArea = state.layout.modalPage(style)
            state.modal?.stack.current?.fit(width: modalArea.columns, numbered: numbered)
            state.modal?.stack.current?.clampScroll(visibleRows: modalArea.rows)
        }
    }
}
