import FoundationEssentials
import Base
import DownloadFiles
import Images
import Net
import Store
import Turbo

/// The program's one loop. It waits in a single place, the transport's
/// poll, on curl's sockets, the terminal's input and signal descriptors and
/// the next timer deadline; turns whatever happened into events for the
/// browser; performs the effects the browser asks for; and draws a frame.
/// Nothing sleeps and nothing spins.
package final class EventLoop {
    private let terminal: Terminal
    private let transport: any Transport
    /// Read by the driver (its navigator, pages); changed only through events.
    package private(set) var browser: Browser
    /// Each stack's Turbo session: the runtime of its page session's requests.
    private let sessions: PerStack<Session>
    /// Parse and lay out big answers off the loop.
    private let workers = PageWorkers()
    /// Frees what a turn dropped (a replaced page) off the loop.
    package let disposal = PageDisposal()
    private let externalBrowser: ExternalBrowser?
    private let externalEditor: ExternalEditor?
    private var pending: [BrowserEvent] = []
    /// One for both sessions, so request ids are the browser's (turbo-wire D2).
    private var requests = TurboRequestFactory()
    /// The one clock: the transport's, which its timers and poll read too (a
    /// test's fixture transport runs the loop on virtual time).
    private var clock: any MonotonicClock { transport.timers.clock }
    /// The live sources the browser asked for (`watchLive`), by owner: a stack of a tab.
    private var live: [LiveOwner: LiveStreams] = [:]
    /// The user names and passwords the browser gave (`.setCredentials`), by origin.
    private var credentials = OriginCredentials()
    /// Each shown page into the history (`--no-history`: none).
    private let visits: VisitRecorder?
    /// Where `.saveBookmarks` writes; nil: bookmarks are kept for this run only
    /// (a file that could not be read is never overwritten).
    private let bookmarksFile: BookmarksFile?
    /// The browser's downloads, streamed on the same transport (`s` and `v` on a file).
    private var downloader: Downloader!
    /// Mailcap viewers for `v`, read when first needed.
    private lazy var viewers = ViewerRunner(mailcap: Mailcap.load(paths: Mailcap.paths(environment: environment)))
    private let environment: [String: String]
    /// The jar as the last answers left it, to tell the browser which cookies changed.
    private var cookieWatch: CookieJarWatch
    /// Images drawn into symbol cells, and sixels encoded, on threads off the loop, their answers back as events.
    private lazy var imageWork = OffLoopWork(transport: transport)
    private lazy var searchWork = OffLoopWork(transport: transport)
    /// Image requests sent and not answered yet.
    private var imageFetches = 0
    /// The loop's timer that ends the wait for the terminal's answers about graphics.
    private var graphicsWait: TimerQueue.TimerID?
    private var graphicsWaitOver = false
    /// How long the loop waits when nothing is due: any key or signal wakes it anyway.
    private static let idleWaitMilliseconds: Int32 = 60_000

    /// `editorCommand`: `$VISUAL`, else `$EDITOR`, for Ctrl-E in a text field.
    package init(terminal: Terminal, transport: any Transport, configuration: BrowserConfiguration, browserCommand: String? = nil,
         editorCommand: String? = nil, history: History? = nil,
         bookmarks: Bookmarks = Bookmarks(), bookmarksFile: BookmarksFile? = nil, showingBookmarks: Bool = false,
         environment: [String: String] = ProcessEnvironment.current) {
        self.environment = environment
        self.terminal = terminal
        self.transport = transport
        cookieWatch = CookieJarWatch(transport.cookieJar)
        var configuration = configuration
        configuration.canOpenExternally = browserCommand != nil
        browser = Browser(size: terminal.size, now: transport.timers.clock.now, configuration: configuration)
        // Two sessions, one transport: the main and modal stacks share its cookie jar.
        sessions = PerStack { _ in Session(transport: transport) }
        externalBrowser = browserCommand.map(ExternalBrowser.init)
        externalEditor = editorCommand.map(ExternalEditor.init)
        visits = history.map(VisitRecorder.init)
        // Links to pages of earlier runs look visited from the first frame (issue 19).
        if let history { browser.state.visited = VisitedLinks(history: history.oldestFirst) }
        browser.state.bookmarks = bookmarks
        self.bookmarksFile = bookmarksFile
        // `--bookmarks`: the view is there from the first frame.
        if showingBookmarks { browser.state.chrome.overlay = .bookmarks(BookmarkList()) }
        downloader = Downloader(transport: transport) { [weak self] report in self?.pending.append(.download(report)) }
    }

    /// Queues an event from outside (a path configuration report) for the
    /// next turn of the loop; nil is ignored.
    package func post(_ event: BrowserEvent?) {
        if let event { pending.append(event) }
    }

    /// The time on the loop's clock, which the driver's timeouts are measured on.
    package var now: MonotonicInstant { clock.now }

    /// The browser's state: what the screen shows and what is in flight.
    package var state: BrowserState { browser.state }

    /// Sees each effect just before it is performed (the driver notes full page loads).
    package var onEffect: ((BrowserEffect) -> Void)?

    /// Nothing the browser started is still on its way: no page, form or
    /// frame in flight, and no answer waiting to be handed to the reducer.
    /// Nothing in flight: no event waiting, no page, form or frame on its
    /// way, and no download running (the driver waits for a saved file).
    /// The shown pages' images count too (fetched and drawn), so `drive`'s `screen` shows them.
    /// A worker laying a shown page out again (a resize, an image's size
    /// decoded on a big page) counts: what it lands changes the screen.
    package var isSettled: Bool {
        pending.isEmpty && !browser.state.isBusy && !browser.state.downloads.isRunning && imagesSettled && !workers.isWorking
    }

    /// A worker prepares a page, or has posted one the loop has not taken yet.
    package var isPreparingPages: Bool { workers.isWorking }

    /// A worker has posted a page the loop has not taken yet.
    package var hasPostedPages: Bool { workers.channel.hasPosted }

    private var imagesSettled: Bool { imageFetches == 0 && (!imageWorkStarted || imageWork.pendingCount == 0) }
    private var imageWorkStarted = false

    /// The shown pages can change without a command: a live source is open,
    /// a timer is due (a `refresh`, a lazy frame, a prefetch), or work is in
    /// flight. A test framework waits for a change only then (`snapshot`'s `live`).
    package var mayChangeByItself: Bool { !live.isEmpty || browser.state.nextDeadline != nil || !isSettled }

    /// The shown pages' Action Cable subscriptions are all answered.
    package var liveSourcesSubscribed: Bool { live.values.allSatisfy(\.isSubscribed) }

    /// How a `run(until:)` ended.
    package enum Wake: Equatable {
        case done
        /// The browser quit (a key, a signal, the end of input).
        case exited
        case timedOut
        /// One of the descriptors the caller watches is readable.
        case watched
    }

    /// The interactive browser: runs until a key or a signal ends it.
    package func run(opening url: URL?) -> BrowserState.Exit {
        start(opening: url)
        run(until: { false })
        stop()
        return browser.state.exit ?? .quit
    }

    /// Proposes the first page (none: `--bookmarks` alone, the first
    /// bookmark opened is the first page) and draws the first frame.
    package func start(opening url: URL?) {
        if let url { perform(browser.open(url, now: clock.now)) }
        recordVisits()
        draw()
        askForGraphics()
    }

    /// After the first frame: the terminal is asked how it draws images, and
    /// its answers come through `readInput` like keys; a timer of the loop's
    /// ends the wait (the first screen never waits on it).
    private func askForGraphics() {
        guard browser.configuration.images.drawsImages, let wait = terminal.askForGraphics(browser.configuration.images) else { return }
        graphicsWait = transport.timers.schedule(after: wait) { [weak self] in self?.graphicsWaitOver = true }
    }

    /// Turns of the loop until `done` holds, the browser exits, `deadline`
    /// passes or a descriptor of `watching` is readable (the driver's
    /// commands, which the caller reads). Between turns it waits in the one
    /// poll on everything at once, so live updates arrive meanwhile.
    @discardableResult
    package func run(until done: () -> Bool, deadline: MonotonicInstant? = nil, watching: [Int32] = []) -> Wake {
        while true {
            if browser.state.exit != nil { return .exited }
            if done() { return .done }
            if let deadline, clock.now >= deadline { return .timedOut }
            let watched = waitForWork(deadline: deadline, watching: watching)
            handlePending()
            if watched && browser.state.exit == nil && !done() { return .watched }
        }
    }

    /// Events from outside the terminal (the driver's keys and intents),
    /// handled at once, in one turn, in order.
    package func send(_ events: [BrowserEvent]) {
        guard browser.state.exit == nil else { return }
        pending += events
        handlePending()
    }

    package func send(_ event: BrowserEvent) {
        send([event])
    }

    /// Ends what is running: sessions, workers and live sources.
    package func stop() {
        sessions.all.forEach { $0.cancel() }
        // A worker still preparing a page is not waited for: it stops at its next phase, or with the process.
        workers.cancelAll()
        downloader.cancelAll()
        live.values.forEach { $0.stop() }
        live.removeAll()
    }

    private func handlePending() {
        // The state as the turn found it holds whatever the turn drops (a page
        // replaced, shown again or laid out anew, a snapshot evicted), and the
        // events hold the pages they brought: both are released by `disposal`,
        // after the frame is drawn, so a big page is never freed on the loop.
        let before = browser.state
        var events = Self.coalescingKeys(Self.inputBeforeLiveMessages(pending))
        pending.removeAll()
        if events.contains(where: \.mayHaveSetCookies), let change = cookieWatch.look(at: transport.cookieJar) {
            events.append(.cookiesChanged(change))
        }
        // Nothing after a quit or a signal is acted on.
        func handle(_ batch: [BrowserEvent]) {
            for event in batch where browser.state.exit == nil {
                perform(browser.update(event, now: clock.now))
            }
        }
        handle(events)
        // A page a worker posted while this turn ran (curl reading a quarter
        // megabyte of the rest of the answer, say) is taken in it: the frame
        // drawn next shows it, where it drew the state before and the page
        // waited for the next turn's poll (a first screen a turn late).
        if workers.channel.hasPosted {
            let late = workers.takeFinished()
            handle(late)
            events += late
        }
        followArrivals()
        recordVisits()
        draw()
        disposal.dispose((consume before, consume events))
    }

    /// What the user did in a turn is handled before the live messages that
    /// came in it: under a flood of them (30 000 Action Cable messages a
    /// second) a key, `q` above all, or a stop signal would otherwise wait
    /// for every message before it (issue 32). Live messages are pushed by
    /// the server whenever it likes, so their place among the user's keys of
    /// one turn was never promised; among themselves their order is kept.
    private static func inputBeforeLiveMessages(_ events: [BrowserEvent]) -> [BrowserEvent] {
        guard events.contains(where: { if case .live = $0 { true } else { false } }) else { return events }
        let isInput: (BrowserEvent) -> Bool = { if case .input = $0 { true } else { false } }
        return events.filter(isInput) + events.filter { !isInput($0) }
    }

    /// Runs of keys read together become one `.typed` event.
    private static func coalescingKeys(_ events: [BrowserEvent]) -> [BrowserEvent] {
        var result: [BrowserEvent] = []
        var keys: [Key] = []
        func flush() {
            if keys.count == 1 { result.append(.input(.key(keys[0]))) } else if !keys.isEmpty { result.append(.typed(keys)) }
            keys = []
        }
        for event in events {
            if case .input(.key(let key)) = event { keys.append(key); continue }
            flush()
            result.append(event)
        }
        flush()
        return result
    }

    /// Waits in the transport's poll; returns whether a watched descriptor is readable.
    private func waitForWork(deadline callerDeadline: MonotonicInstant?, watching: [Int32]) -> Bool {
        let descriptors = terminal.inputDescriptors
        var timeout = Self.idleWaitMilliseconds
        // The next deadline is a timer of the transport's, so the poll wakes for
        // it on the one clock (a fixture transport's virtual time moves to it
        // when nothing else is due). While a worker prepares a page, its answer
        // comes in real time: the loop waits for it as long as the deadline is away.
        var wake: TimerQueue.TimerID?
        defer { transport.timers.cancel(wake) }
        if let next = [browser.state.nextDeadline, callerDeadline].compactMap({ $0 }).min() {
            if workers.isWorking {
                let milliseconds = (clock.now.duration(to: next) / .milliseconds(1)).rounded(.up)
                timeout = min(timeout, Int32(clamping: Int(max(milliseconds, 0))))
            } else {
                wake = transport.timers.schedule(after: clock.now.duration(to: next)) {}
            }
        }
        // Events made while performing effects (an editor's text) are handled at once.
        if !pending.isEmpty { timeout = 0 }
        var waits = (descriptors + watching).map { PollDescriptor($0) } + [workers.channel.descriptor]
        transport.poll(waitingOn: &waits, timeoutMilliseconds: timeout)
        if waits.last?.isReadable == true { pending += workers.takeFinished() }
        if waits.prefix(descriptors.count).contains(where: \.isReadable) {
            let input = terminal.readInput()
            if input.contains(where: { if case .graphics = $0 { true } else { false } }) {
                transport.timers.cancel(graphicsWait)
                graphicsWait = nil
            }
            pending += input.map(BrowserEvent.input)
        }
        if graphicsWaitOver {
            graphicsWaitOver = false
            graphicsWait = nil
            pending += terminal.endGraphicsWait().map(BrowserEvent.input)
        }
        pending.append(.tick)
        return waits.dropFirst(descriptors.count).prefix(watching.count).contains(where: \.isReadable)
    }

    /// The user's name and password for the request's origin, when given in this run.
    private func authenticated(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.credentials = credentials.credentials(for: request.url)
        return request
    }

    private func perform(_ effects: [BrowserEffect]) {
        for effect in effects {
            onEffect?(effect)
            switch effect {
            case .startVisit(let ticket, let url, let stack, let referrer, let arrival):
                visit(authenticated(requests.request(for: TurboFetch(url: url, referrer: referrer))), ticket: ticket, in: stack,
                      arrival: arrival)
            case .startFullLoad(let ticket, let url, let stack, let referrer, let arrival):
                visit(authenticated(FullPageLoad.request(for: url, referrer: referrer)), ticket: ticket, in: stack, arrival: arrival)
            case .submitForm(let send):
                let token = CSRFToken.find(in: send.document,
                                           cookies: transport.cookieJar.scriptVisibleCookies(for: send.submission.pageURL))
                let request = authenticated(send.submission.request(csrfToken: token, using: &requests))
                sessions[send.stack].submit(request) { [weak self] result in
                    self?.pending.append(.formFinished(ticket: send.ticket, result))
                }
            case .prefetch(let prefetch):
                transport.start(authenticated(requests.request(for: prefetch.fetch))) { [weak self] result in
                    self?.pending.append(.prefetchFinished(prefetch, result))
                }
            case .fetchImage(let fetch):
                guard let request = fetch.request else {
                    pending.append(.imageFetched(fetch, .failure(.malformedAnswer("not a URL"))))
                    continue
                }
                imageFetches += 1
                transport.start(authenticated(request)) { [weak self] result in
                    self?.imageFetches -= 1
                    self?.pending.append(.imageFetched(fetch, result))
                }
            case .drawImage(let request):
                imageWorkStarted = true
                let box = request.box
                imageWork.run(name: "image", { request.run() }) { [weak self] result in
                    self?.pending.append(.imageDrawn(url: request.url, box: box, result))
                }
            case .prepareSearchText(let request):
                searchWork.run(name: "search text", { request.run() }) { [weak self] text in
                    self?.pending.append(.searchTextMade(stack: request.stack, key: request.key, text))
                }
            case .loadFrame(let load):
                // A frame from another origin is read as Turbo's fetch reads one: no cookies, and only if allowed.
                let crossOrigin = load.fetch.referrer.flatMap { CrossOriginRead(of: load.fetch.url, from: $0) }
                var request = authenticated(requests.request(for: load.fetch))
                if let crossOrigin { request = crossOrigin.prepare(request) }
                transport.start(request) { [weak self] result in
                    self?.pending.append(.frameFinished(ticket: load.ticket, crossOrigin?.check(result) ?? result))
                }
            case .loadIframe(let ticket, let request):
                transport.start(authenticated(request)) { [weak self] result in
                    self?.pending.append(.iframeFinished(ticket: ticket, result))
                }
            case .editExternally(let text, let field):
                pending.append(.externalEdit(ExternalEdit(target: field, value: editExternally(text).map(FormValue.text))))
            case .readFiles(let paths, let field):
                let value = Result { () throws(FormFileError) in try paths.map { path throws(FormFileError) in try FormFile.read(path: path) } }
                    .map { FormValue.files($0) }.mapError { ExternalEditError(message: $0.description) }
                pending.append(.externalEdit(ExternalEdit(target: field, value: value)))
            case .preparePage(let preparation):
                if !workers.start(preparation), let ticket = preparation.visit, let prepared = preparation.run() {
                    pending.append(.pagePrepared(ticket: ticket, prepared))
                }
            case .relayoutPage(let preparation):
                if !workers.relayout(preparation), let ticket = preparation.layout, let prepared = preparation.run() {
                    pending.append(.pageRelaidOut(ticket: ticket, prepared))
                }
            case .setCredentials(let given, let url):
                credentials.set(given, for: url)
            case .cancelVisit(let stack):
                sessions[stack].cancel()
                workers.cancel(stack)
            case .openExternally(let url):
                terminal.suspend()
                _ = externalBrowser?.open(url)
                terminal.resume()
            case .copy(let text):
                if let command = browser.configuration.copyCommand {
                    let outcome = ClipboardCommand(command: command).copy(text)
                    pending.append(.notice(outcome.message(copied: text), isError: !outcome.succeeded))
                } else {
                    terminal.copyToClipboard(text)
                }
            case .suspend:
                terminal.stopProcess()
            case .redraw:
                terminal.refreshSize()
            case .startDownload(let request):
                downloader.start(request)
            case .cancelDownload(let id):
                downloader.cancel(id)
            case .watchLive(let watch):
                watchLive(watch)
            case .stopLive(let owner):
                live.removeValue(forKey: owner)?.stop()
            case .openViewer(let request):
                let outcome = viewers.open(request) { run in
                    terminal.suspend()
                    defer { terminal.resume() }
                    return run()
                }
                ViewerFile.remove(file: request.path)
                pending.append(.download(.viewed(id: request.id, outcome)))
            case .saveBookmarks(let tree):
                do {
                    try bookmarksFile?.save(tree)
                } catch {
                    pending.append(.notice(error.description, isError: true))
                }
            }
        }
    }

    /// A page's visit: its body goes to the workers as it arrives, to be
    /// shown while the rest comes (`ArrivingPage`, `ArrivalPolicy`); an
    /// answer that breaks off after its first bytes is shown as far as it came.
    private func visit(_ request: HTTPRequest, ticket: VisitTicket, in stack: NavigationStackKind, arrival: ArrivalPlan?) {
        // What the browser decided when it started the visit, and what the head says now: no state is read here.
        let asked = request.url
        let plan = { (head: HTTPResponse) in ArrivalPolicy.admits(head, askedFor: asked) ? arrival : nil }
        guard !request.url.isFileURL else {
            let read = LocalPage.read(request.url, maximumBytes: transport.limits.maximumBodyBytes)
            // A file is all there at once, and a big one is still shown from
            // its first part, as a page arriving from a server is: parsed and
            // laid out whole first, a 1 MB file's first screen took 110 ms
            // against lynx's 31 (docs/performance.md).
            if case .success(let response) = read {
                workers.receive(response.body, head: response.http, ticket: ticket, stack: stack, now: clock.now, plan: plan)
                workers.arrivalEnded(ticket: ticket, stack: stack)
            }
            pending.append(.visitFinished(ticket: ticket, read))
            return
        }
        sessions[stack].visit(request, onBytes: { [weak self] head, bytes in
            guard let self else { return }
            workers.receive(bytes, head: head, ticket: ticket, stack: stack, now: clock.now, plan: plan)
        }, completion: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                workers.arrivalEnded(ticket: ticket, stack: stack)
            case .failure(let failure):
                // What arrived comes back as `.pageArrivedPartly`; an answer too big for a page is offered as a file instead.
                if case .tooLarge = failure.error {
                } else if failure.error != .cancelled, workers.arrivalFailed(ticket: ticket, stack: stack, failure, plan: plan) {
                    return
                }
            }
            pending.append(.visitFinished(ticket: ticket, result))
        })
    }

    /// Only the visit still loading is parsed as it arrives, its partial
    /// pages laid out for the screen as it is now.
    private func followArrivals() {
        let arrivals = browser.state.arrivals
        workers.follow(loading: arrivals.visit) { arrivals[$0] }
    }

    /// The shown tab's pages into the history, after every turn.
    private func recordVisits() {
        guard let visits else { return }
        let (recorded, problem) = visits.notice(browser.state.tabs.current)
        if !recorded.isEmpty { pending.append(.recorded(recorded)) }
        if let problem { pending.append(.notice(problem.description, isError: true)) }
    }

    /// The browser decides which pages' sources run (`LiveWatches`); here
    /// they only start, in place of what the owner ran before.
    private func watchLive(_ watch: LiveWatch) {
        live.removeValue(forKey: watch.owner)?.stop()
        let streams = LiveStreams(document: watch.document, pageURL: watch.pageURL, transport: transport, sources: watch.sources)
        guard !streams.sources.isEmpty else { return }
        let document = watch.document
        let owner = watch.owner
        streams.onStreamMessage = { [weak self] html in
            guard let self else { return }
            pending.append(.live(LiveMessage(owner: owner, document: document, html: html, ownRequests: requests.requestIDs)))
        }
        streams.onProblem = { [weak self] problem in self?.pending.append(.notice(problem, isError: true)) }
        streams.start()
        live[owner] = streams
    }

    private func editExternally(_ text: String) -> Result<String, ExternalEditError> {
        guard let externalEditor else {
            return .failure(ExternalEditError(message: "Set $VISUAL or $EDITOR to edit the text in an editor"))
        }
        terminal.suspend()
        defer { terminal.resume() }
        return externalEditor.edit(text)
    }

    /// Frames are drawn only when asked for (`drawIfDue`), not every turn:
    /// the driver's in-memory screen is read by a few of its commands, and
    /// drawing each turn of a visit (the page requested, its bytes, its
    /// layout) was a fifth of the visit's time under a test framework.
    package var drawsOnDemand = false
    private var frameDue = false

    private func draw() {
        guard !drawsOnDemand else {
            frameDue = true
            return
        }
        show(BrowserView.render(browser.state))
    }

    /// The frame of the state now, when a turn since the last one left it undrawn.
    package func drawIfDue() {
        guard frameDue else { return }
        frameDue = false
        show(BrowserView.render(browser.state))
    }

    /// Draws `frame`; the sixels it needs made are made on workers, not
    /// here (31-177 ms each): their answers come back on the loop's thread
    /// as a turn of the loop, whose frame draws them (`PixelWork`).
    private func show(_ frame: ScreenBuffer) {
        terminal.draw(frame)
        for request in terminal.takePixelWork() {
            imageWorkStarted = true
            imageWork.run(name: "pixels", { request.run() }) { [weak self] made in
                self?.terminal.pixelsMade(made)
                self?.pending.append(.tick)
            }
        }
    }
}
