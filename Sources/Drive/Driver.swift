import FoundationEssentials
import HTML
import Net
import UI
import Base

/// `turbo-tui drive`'s session (spec drive.md): the browser's own loop,
/// reducer, sessions and navigator, drawn on an in-memory screen. Each
/// command acts through the paths keys and clicks take (`FieldActions` for
/// forms), then the loop runs until what it started has settled, failed or
/// run out of time; only then is it answered.
package final class Driver {
    private let terminal: MemoryTerminal
    /// The real transport, with the log `requests` reads.
    private let transport: RecordingTransport
    private let configuration: BrowserConfiguration
    /// Made anew by `reset`.
    private var loop: EventLoop
    /// How the next `data-turbo-confirm` question is answered; nil: dismissed.
    private var nextConfirmAccepts: Bool?
    /// The last load was a full page load without Turbo (`last_visit.action` "load").
    private var lastLoadWasFull = false
    /// The element handles snapshots gave out; kept across `reset`, so a
    /// number is never given twice.
    private let handles = NodeHandles()
    /// SIGINT, SIGTERM, SIGHUP: watched by every turn of the loop.
    private let stopSignals: StopSignals?
    /// Told the first visit's URL, which makes its host the app's (the
    /// command sends the `--header`s there from then on).
    package var onOpen: (URL) -> Void = { _ in }

    package init(size: ScreenSize, transport: any Transport, configuration: BrowserConfiguration, stopSignals: StopSignals? = nil) {
        self.stopSignals = stopSignals
        terminal = MemoryTerminal(size: size)
        let recording = RecordingTransport(transport)
        self.transport = recording
        self.configuration = configuration
        loop = EventLoop(terminal: terminal, transport: recording, configuration: configuration)
        loop.drawsOnDemand = true
        watchEffects()
    }

    /// Notes the kind of each load, for `last_visit.action`.
    private func watchEffects() {
        loop.onEffect = { [weak self] effect in
            switch effect {
            case .startFullLoad: self?.lastLoadWasFull = true
            // A tab's first page (the session's first visit, a new tab's) is the browser's load, as
            // in Turbo, whose first page is no visit of its own.
            case .startVisit: self?.lastLoadWasFull = self?.loop.state.stacks[.main].page == nil
            // A form Turbo does not drive is the browser's full page load (`load`).
            case .submitForm(let form): self?.lastLoadWasFull = form.prepared.submission.handling == .fullPageLoad
            default: break
            }
        }
    }

    /// The browser quit (a `q` pressed, Ctrl-C) or a signal stopped it: the session is over.
    package var hasEnded: Bool { loop.state.exit != nil || stoppedBy != nil }

    /// The signal that stopped the session, if one did.
    package var stoppedBy: String? { stopSignals?.received }

    /// The rows the browser draws now, modal window included.
    package var screenRows: [String] {
        loop.drawIfDue()
        return terminal.rows
    }

    /// Something for the status line from outside (a path configuration report).
    package func post(_ event: BrowserEvent?) {
        guard let event else { return }
        loop.send(event)
    }

    /// Lets the page live (live updates, refreshes, lazy frames) until
    /// `descriptor` has input; true when it has, false when the browser quit.
    package func waitForInput(on descriptor: Int32) -> Bool {
        let wake = loop.run(until: { false }, watching: [descriptor] + (stopSignals?.descriptors ?? []))
        return wake == .watched && stopSignals?.check() != true
    }

    /// Runs the loop until `done` holds or `seconds` pass (path configuration downloads).
    package func run(until done: () -> Bool, seconds: Int) {
        _ = try? turn(until: done, deadline: loop.now + .seconds(seconds))
    }

    /// Turns of the loop until `done`, the deadline or the browser's end; a
    /// stop signal ends the command with an error.
    private func turn(until done: () -> Bool, deadline: MonotonicInstant) throws(DriverError) -> EventLoop.Wake {
        while true {
            let wake = loop.run(until: done, deadline: deadline, watching: stopSignals?.descriptors ?? [])
            guard wake == .watched else { return wake }
            if stopSignals?.check() == true { throw DriverError("Stopped by \(stoppedBy ?? "a signal").") }
        }
    }

    package func stop() {
        loop.stop()
    }

    /// `reset`: what a test framework asks between tests (Capybara's
    /// `reset!`). The loop, with its tabs, pages, history, modal, fields and
    /// live sources, is stopped and made anew, and every cookie is
    /// forgotten; the next visit names the app again, as the first did. The
    /// screen size, settings and path configuration stay.
    private func reset() -> DriverAnswer {
        loop.stop()
        transport.cookieJar.removeAll()
        loop = EventLoop(terminal: terminal, transport: transport, configuration: configuration)
        loop.drawsOnDemand = true
        watchEffects()
        nextConfirmAccepts = nil
        lastLoadWasFull = false
        loop.start(opening: nil)
        return withState(.success)
    }

    package func run(_ step: DriverStep) -> DriverAnswer {
        let deadline = DriverDeadline(step.timeout, from: loop.now)
        do throws(DriverError) {
            return try perform(step.command, deadline)
        } catch {
            return .failure(error)
        }
    }

    private func perform(_ command: DriverCommand, _ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        switch command {
        case .visit(let text): return try visit(text, deadline)
        case .click(let target): return try click(try named(target), deadline)
        case .fill(let target, let value):
            return try formChange(deadline) { () throws(DriverError) in try fields.fill(try named(target), with: value) }
        case .check(let target):
            return try formChange(deadline) { () throws(DriverError) in try fields.check(try named(target), to: true) }
        case .uncheck(let target):
            return try formChange(deadline) { () throws(DriverError) in try fields.check(try named(target), to: false) }
        case .attach(let target, let paths):
            return try formChange(deadline) { () throws(DriverError) in try fields.attach(paths, to: try named(target)) }
        case .selectOption(let target):
            return try formChange(deadline) { () throws(DriverError) in try fields.choose(try named(target), chosen: true) }
        case .unselectOption(let target):
            return try formChange(deadline) { () throws(DriverError) in try fields.choose(try named(target), chosen: false) }
        case .snapshot(let unless):
            try waitUntilSettled(deadline)
            // Before the first page (and after `reset`) the browser shows nothing: an empty document, as about:blank is.
            var answer = loop.state.activePage == nil ? DriverSnapshotAnswer.blank(unless: unless)
                : try DriverSnapshotAnswer(page: try DriverPage(loop.state), handles: handles).answer(unless: unless)
            answer["live"] = .bool(loop.mayChangeByItself)
            return answer
        case .requests:
            let log = transport.takeLog()
            return DriverAnswer(ok: true, members: ["requests": .array(log.entries), "dropped": .number(Double(log.dropped))])
        case .response:
            try waitUntilSettled(deadline)
            return DriverSnapshotAnswer.response(of: try DriverPage(loop.state).view)
        case .press(let key):
            loop.send(.input(.key(key)))
            return try settled(deadline)
        case .back: return try history(.back, deadline)
        case .forward: return try history(.forward, deadline)
        case .reload: return try history(.reload, deadline)
        case .done: return try done(deadline)
        case .confirm(let accept):
            nextConfirmAccepts = accept
            return .success
        case .wait(let condition): return try wait(for: condition, deadline)
        case .state: return withState(.success)
        case .reset: return reset()
        case .html(nil) where loop.state.activePage == nil:
            return DriverAnswer(ok: true, members: ["html": .string(DriverSnapshotAnswer.blankDocument)])
        case .text, .html, .count, .attribute, .screen, .cookies:
            let query = DriverQuery(state: loop.state, screenRows: screenRows, cookies: transport.cookieJar.cookies, handles: handles)
            return try query.answer(command) ?? .failure(DriverError("Not a query."))
        case .expect(let expectation):
            try waitUntilSettled(deadline)
            let report = DriverStateReport.json(loop.browser, fullLoad: lastLoadWasFull)
            let action = report.objectValue?["last_visit"]?.objectValue?["action"]?.stringValue
            try DriverCheck(loop.state, lastAction: action, screenRows: screenRows).verify(expectation)
            return .success
        case .showTab(let number):
            guard (1...loop.state.tabs.count).contains(number) else {
                throw DriverError("There is no tab \(number): \(loop.state.tabs.count) \(loop.state.tabs.count == 1 ? "tab is" : "tabs are") open.")
            }
            return try tabChange(deadline, .showTab(number - 1))
        case .openTab(let text):
            let trimmed = text.trimmingSpaces()
            guard !trimmed.isEmpty, let url = URL(address: trimmed, relativeTo: loop.state.activePage?.url)?.absoluteURL,
                  url.scheme != nil else { throw DriverError("Not a URL: \"\(text)\".") }
            guard loop.browser.navigator != nil else { return try visit(text, deadline) }
            return try tabChange(deadline, .openTab(url))
        case .openBlankTab:
            guard loop.browser.navigator != nil else {
                throw DriverError("No page is shown yet: the browser's one tab is empty, so visit a page in it first.")
            }
            return try tabChange(deadline, .openBlankTab)
        case .tabs:
            try waitUntilSettled(deadline)
            return DriverAnswer(ok: true, members: ["tabs": DriverStateReport.tabs(loop.state)])
        case .closeTab(let number):
            let tabs = loop.state.tabs
            let index = number.map { $0 - 1 } ?? tabs.shownIndex
            guard tabs.all.indices.contains(index) else { throw DriverError("There is no tab \(index + 1) to close.") }
            guard tabs.count > 1 else { throw DriverError("The only tab is not closed: the browser would have nothing to show.") }
            let id = tabs.all[index].id
            return try tabChange(deadline, .closeTab(id))
        }
    }

    private var fields: FieldActions { FieldActions(loop: loop) }

    /// The elements `target` names on the shown page.
    private func named(_ target: DriverTarget) throws(DriverError) -> NamedElements {
        try target.resolve(on: try DriverPage(loop.state), handles: handles)
    }

    /// `visit`, as `g` does: relative to the shown page. The first one opens
    /// the app: its host is the app's, as the URL given to the browser.
    private func visit(_ text: String, _ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        let trimmed = text.trimmingSpaces()
        let url = URL(address: trimmed, relativeTo: loop.state.activePage?.url)?.absoluteURL
        if loop.browser.navigator == nil {
            guard let url, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw DriverError("The first visit needs an absolute http or https URL, not \"\(text)\".")
            }
            onOpen(url)
            loop.start(opening: url)
        } else {
            guard !trimmed.isEmpty, let url, url.scheme != nil else { throw DriverError("Not a URL: \"\(text)\".") }
            endFieldUse()
            loop.send(.intent(.go(url)))
        }
        return try settled(deadline)
    }

    /// A click: what a mouse click on the target does (focus, then follow
    /// the link or use the field), on the first match the page shows.
    private func click(_ named: NamedElements, _ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        let page = try DriverPage(loop.state)
        let matches = named.elements
        guard let target = matches.lazy.compactMap({ ClickTarget.find($0, in: page.rendered) }).first else {
            if matches.count == 1 {
                throw DriverError("The element matching \"\(named.quoted)\" is not shown as a link, button or field.",
                                  code: DriverError.notInteractable)
            }
            throw DriverError("None of the \(matches.count) elements matching \"\(named.quoted)\" is shown as a link, button or field.",
                              code: DriverError.notInteractable)
        }
        switch target {
        case .field(let index), .label(let index):
            let field = page.rendered.fields[index]
            if field.isDisabled {
                throw DriverError("The \(FieldActions.describe(field.kind)) matching \"\(named.quoted)\" is disabled.")
            }
        case .labelOfHiddenToggle(let control):
            if DisabledState.isDisabled(control) {
                throw DriverError("The \(control.attribute("type") ?? "") labelled by \"\(named.quoted)\" is disabled.")
            }
        case .link: break
        }
        switch target {
        case .link(let index): loop.send(.intent(.followLink(index)))
        case .field(let index): loop.send(.intent(.useField(index)))
        case .label(let index): loop.send(.intent(.useLabelledField(index)))
        case .labelOfHiddenToggle(let control): loop.send(.intent(.toggleUndrawn(control)))
        }
        return try settled(deadline)
    }

    private func formChange(_ deadline: DriverDeadline, _ change: () throws(DriverError) -> Void) throws(DriverError) -> DriverAnswer {
        // A key clears the status line; so does using a field from here.
        loop.send(.intent(.clearMessage))
        try change()
        try waitUntilSettled(deadline)
        if let message = loop.state.chrome.message, message.isError { throw DriverError(message.text) }
        return .success
    }

    private func history(_ command: KeyCommand, _ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        endFieldUse()
        // A step of history is Turbo's restore, unless it has to load the page in full (which says so).
        lastLoadWasFull = false
        loop.send(.intent(.run(command)))
        return try settled(deadline)
    }

    /// A tab command through the browser's own tab actions (`Browser+Tabs`),
    /// never while a form is on its way (the browser refuses that too).
    private func tabChange(_ deadline: DriverDeadline, _ change: BrowserIntent) throws(DriverError) -> DriverAnswer {
        guard loop.state.submitting == nil else { throw DriverError("A form is on its way: tabs change once it has its answer.") }
        endFieldUse()
        loop.send(.intent(change))
        return try settled(deadline)
    }

    /// Done: what `[Done]` does.
    private func done(_ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        guard let modal = loop.state.modal else { throw DriverError("No modal is shown, so there is nothing for Done to close.") }
        guard modal.isDismissible else {
            throw DriverError("This modal cannot be closed with Done (modal_dismiss_gesture_enabled is false): the page must close it.")
        }
        endFieldUse()
        loop.send(.intent(.dismissModal))
        return try settled(deadline)
    }

    private func wait(for condition: DriverWait, _ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        let holds: () -> Bool
        let what: String
        switch condition {
        case .text(let text):
            holds = { [loop] in (try? DriverPage(loop.state))?.shows(text) ?? false }
            what = "the text \"\(text)\" is not on the page"
        case .selector(let text):
            let selector = try PageSelector(text)
            holds = { [loop] in !((try? DriverPage(loop.state))?.matches(selector).isEmpty ?? true) }
            what = "nothing matches \"\(text)\""
        case .gone(let text):
            let selector = try PageSelector(text)
            holds = { [loop] in (try? DriverPage(loop.state))?.matches(selector).isEmpty ?? false }
            what = "\"\(text)\" is still on the page"
        case .idle:
            holds = { [loop] in loop.isSettled && loop.state.nextDeadline == nil && loop.liveSourcesSubscribed }
            what = DriverStateReport.inFlight(loop.state)
        }
        if try turn(until: holds, deadline: deadline.instant) == .timedOut { throw deadline.timedOut(what) }
        return withState(.success)
    }

    /// Waits for what the command started, answers a confirm question as
    /// told, and reports an error the browser showed as the command's failure.
    private func settled(_ deadline: DriverDeadline) throws(DriverError) -> DriverAnswer {
        try waitUntilSettled(deadline)
        var answer = DriverAnswer.success
        if let question = loop.state.question, case .submit = question.action {
            let accepts = nextConfirmAccepts ?? false
            nextConfirmAccepts = nil
            answer["confirm"] = .object(["question": .string(question.text), "answer": .string(accepts ? "accept" : "dismiss")])
            loop.send(.input(.key(.character(accepts ? "y" : "n"))))
            try waitUntilSettled(deadline)
        }
        if let message = loop.state.chrome.message, message.isError, !showsHTTPAnswer, !DriverFailure.isAboutContent(message.text) {
            answer.ok = false
            answer["error"] = .string(message.text)
        } else if let offer = loop.state.offer, loop.state.downloads.offered?.url != offer.url {
            // A file offered (s saves it) is the command's result, as a 404
            // page is; another site's URL is what the app does not load.
            answer.ok = false
            answer["error"] = .string("\(offer.url.absoluteString) is not in the app (another site, or not a page): "
                                      + "turbo-tui does not load it in the app's session.")
        }
        return withState(answer)
    }

    /// A 4xx or 5xx answer drawn as a page (a 404, a form's 422) is the
    /// command's result, not its failure, as in Capybara; `state.status` says it.
    private var showsHTTPAnswer: Bool {
        guard let page = loop.state.activePage, page.failure == nil else { return false }
        return (page.status ?? 0) >= 400
    }

    private func waitUntilSettled(_ deadline: DriverDeadline) throws(DriverError) {
        if try turn(until: { [loop] in loop.isSettled }, deadline: deadline.instant) == .timedOut {
            throw deadline.timedOut(DriverStateReport.inFlight(loop.state))
        }
    }

    /// A command that moves elsewhere first ends the field in use, as Esc would.
    private func endFieldUse() {
        let state = loop.state
        if state.fieldInUse != nil || state.statusPrompt != nil { loop.send(.input(.key(.escape))) }
    }

    private func withState(_ answer: DriverAnswer) -> DriverAnswer {
        var answer = answer
        answer["state"] = DriverStateReport.json(loop.browser, fullLoad: lastLoadWasFull)
        return answer
    }
}
