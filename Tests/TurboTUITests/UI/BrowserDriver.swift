import Base
import Foundation
import HTML
import Net
import Turbo
import UI

/// Drives the browser's reducer as the event loop would, without a
/// terminal or network: the test plays the server by answering visits.
struct BrowserDriver {
    var browser: Browser
    var now = SystemMonotonicClock().now
    /// Every effect asked for so far, in order.
    private(set) var effects: [BrowserEffect] = []

    init(rows: Int = 12, columns: Int = 40, configuration: BrowserConfiguration = BrowserConfiguration.testApp()) {
        browser = Browser(size: ScreenSize(rows: rows, columns: columns), now: now, configuration: configuration)
    }

    var state: BrowserState { browser.state }
    /// The shown tab's `stack`, as a live message names it.
    func liveOwner(_ stack: NavigationStackKind) -> LiveOwner { LiveOwner(tab: state.tabs.current.id, stack: stack) }
    var frame: ScreenBuffer { BrowserView.render(browser.state) }
    var rows: [String] { frame.rowsAsText }
    /// All the status line says, however many rows it takes on screen.
    var status: String { StatusLineView(state: browser.state).text }

    /// The element with `id` in the main stack's shown document.
    func element(_ id: String) -> Element? {
        browser.state.stacks[.main].page?.document?.element(withID: id)
    }

    /// The field typed into, if any.
    var editor: FieldEditor? { browser.state.fieldInUse?.editor }
    /// The open option list, if any.
    var optionList: SelectPopup? { browser.state.fieldInUse?.optionList }
    /// The file field whose path is asked for, if any.
    var filePrompt: Prompt? { browser.state.fieldInUse?.filePrompt }
    /// Where the field in use is drawn on the active page now.
    var fieldInUse: Int? {
        guard let page = browser.state.activePage else { return nil }
        return browser.state.fieldInUse?.field(on: page)
    }

    /// URLs of every visit started, in order.
    var visits: [String] {
        effects.compactMap {
            if case .startVisit(_, let url, _, _, _) = $0 { return url.absoluteString }
            return nil
        }
    }

    mutating func open(_ url: String) {
        effects += browser.open(URL(string: url)!, now: now)
    }

    /// A URL proposed as a followed link would be.
    mutating func visit(_ url: String) {
        effects += browser.propose(URL(string: url)!)
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.input(.key(key))) }
    }

    /// The first button pressed and released at one cell, as a terminal reports a click.
    mutating func click(row: Int, column: Int) {
        send(.input(.mouse(MouseEvent(.press, row: row, column: column))))
        send(.input(.mouse(MouseEvent(.release, row: row, column: column))))
    }

    mutating func type(_ text: String) {
        for character in text { send(.input(.key(.character(character)))) }
    }

    mutating func send(_ event: BrowserEvent) {
        effects += browser.update(event, now: now)
    }

    mutating func wait(milliseconds: Int) {
        now += .milliseconds(milliseconds)
        send(.tick)
    }

    /// Answers the visit in flight with HTML, as from its own URL unless redirected.
    mutating func answer(_ html: String, status: Int = 200, finalURL: String? = nil, type: String = "text/html") {
        guard let visit = browser.state.loading else { return }
        let url = finalURL.flatMap(URL.init(string:)) ?? visit.url
        let response = VisitResponse(url: url, status: status, contentType: ContentType(parsing: type), body: Array(html.utf8))
        send(.visitFinished(ticket: visit.ticket, .success(response)))
    }

    /// Frame requests asked for so far, in order.
    var frameLoads: [FrameFetch] {
        effects.compactMap {
            if case .loadFrame(let load) = $0 { return load }
            return nil
        }
    }

    /// Answers a frame request with HTML from its own URL.
    mutating func answerFrame(_ load: FrameFetch, _ html: String, status: Int = 200) {
        let response = HTTPResponse(status: status, url: load.fetch.url, headers: [("Content-Type", "text/html")],
                                    body: Array(html.utf8))
        send(.frameFinished(ticket: load.ticket, .success(response)))
    }

    /// Forms sent so far, in order.
    var sentForms: [FormInFlight] {
        effects.compactMap {
            if case .submitForm(let send) = $0 { return send }
            return nil
        }
    }

    /// Answers the form in flight, as from its action unless redirected.
    mutating func answerForm(_ body: String, status: Int = 200, finalURL: String? = nil, type: String = "text/html") {
        guard let pending = browser.state.submitting else { return }
        let url = finalURL.flatMap(URL.init(string:)) ?? pending.prepared.submission.url
        let response = VisitResponse(url: url, status: status, contentType: ContentType(parsing: type), body: Array(body.utf8),
                                     wasRedirected: finalURL != nil)
        send(.formFinished(ticket: pending.ticket, .success(response)))
    }

    mutating func failForm(_ error: NetError) {
        guard let pending = browser.state.submitting else { return }
        send(.formFinished(ticket: pending.ticket, .failure(VisitFailure(url: pending.prepared.submission.url, error: error))))
    }

    mutating func fail(_ error: NetError) {
        guard let visit = browser.state.loading else { return }
        send(.visitFinished(ticket: visit.ticket, .failure(VisitFailure(url: visit.url, error: error))))
    }
}
