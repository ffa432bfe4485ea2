import Foundation
import Testing
import Net
import Turbo
import UI

/// The reducer's side of showing a page while its answer arrives (issue 21):
/// a part laid out by a worker is shown while the visit stays pending, later
/// parts and the whole page replace it with the reader kept at the same
/// text and focus, and what needs the whole page waits for it.
@Suite("Browser: a page shown while it arrives")
struct BrowserArrivalTests {
    static let url = URL(string: "http://app.test/long")!

    /// `count` paragraphs, every fifth one a link, as the worker would lay them out at 40 columns.
    static func html(paragraphs count: Int, title: String = "Long") -> String {
        "<title>\(title)</title>" + (0..<count).map { index in
            index % 5 == 0 ? "<p><a href='/p\(index)'>link \(index)</a></p>" : "<p>paragraph \(index)</p>"
        }.joined()
    }

    static func part(_ html: String, width: Int = 40, numbered: Bool = false) -> PreparedPage {
        let response = VisitResponse(url: url, status: 200, contentType: ContentType(parsing: "text/html"), body: Array(html.utf8))
        var prepared = PreparedPage(response)
        prepared.layOut(width: width, numbered: numbered)
        return prepared
    }

    static func opened() -> (BrowserDriver, VisitTicket) {
        var driver = BrowserDriver()
        driver.open(url.absoluteString)
        return (driver, driver.state.loading!.ticket)
    }

    @Test func aPartIsShownWhileTheVisitGoesOn() throws {
        var (driver, ticket) = Self.opened()
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30))))
        let page = try #require(driver.state.stacks[.main].page)
        #expect(!page.isComplete)
        #expect(driver.state.loading?.ticket == ticket, "the visit is still pending: Esc stops it, the bar goes on")
        #expect(driver.rows[0] == " Long — http://app.test/long")
        #expect(driver.rows[1] == "link 0")
        #expect(driver.frame[1, 0].style.role == .link && driver.frame[1, 0].style.attributes.contains(.underline))
        #expect(driver.status == "Loading http://app.test/long (Esc: cancel)")
        driver.press(.character("j"), .character("j"))
        #expect(driver.state.activePage?.scrollTop == 2, "scrolling works in what is there")
    }

    /// Over a fast link the whole answer can reach the loop in the same turn
    /// as the worker's first part, or before it: the whole answer starts the
    /// preparation under a ticket of its own, and the part, laid out under
    /// the request's ticket, still shows (it was dropped, and the first
    /// screen of an 8 MB page waited a second for the whole page).
    @Test func aPartThatComesAfterTheWholeAnswerIsStillShown() throws {
        var configuration = BrowserConfiguration.testApp()
        configuration.backgroundPreparationBytes = 0
        var driver = BrowserDriver(configuration: configuration)
        driver.open(Self.url.absoluteString)
        let request = try #require(driver.state.loading?.ticket)
        driver.answer(Self.html(paragraphs: 100))
        let preparing = try #require(driver.state.loading)
        #expect(driver.state.stacks[.main].visit.isPreparing)
        #expect(preparing.ticket != request, "the preparation has a ticket of its own")

        driver.send(.pageArriving(ticket: request, Self.part(Self.html(paragraphs: 30))))
        let part = try #require(driver.state.stacks[.main].page, "the part laid out before the preparation is shown")
        #expect(!part.isComplete)
        #expect(driver.rows[1] == "link 0")
        #expect(driver.state.loading?.ticket == preparing.ticket, "the preparation goes on")

        driver.send(.pageArriving(ticket: request + 100, Self.part(Self.html(paragraphs: 40))))
        #expect(driver.state.activePage?.lines.count == part.lines.count, "another visit's part is still dropped")

        driver.send(.pagePrepared(ticket: preparing.ticket, Self.part(Self.html(paragraphs: 100))))
        #expect(driver.state.loading == nil)
        #expect(driver.state.activePage?.isComplete == true)
        driver.send(.pageArriving(ticket: request, Self.part(Self.html(paragraphs: 30))))
        #expect(driver.state.activePage?.isComplete == true, "a part after the whole page is dropped")
    }

    @Test func laterPartsAndTheWholePageKeepTheReadingPositionAndFocus() throws {
        var (driver, ticket) = Self.opened()
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30))))
        for _ in 0..<12 { driver.press(.character("j")) }
        driver.press(.tab)
        let before = try #require(driver.state.activePage)
        let top = driver.rows[1]
        let focused = try #require(before.focusedURL)
        #expect(before.scrollTop == 12)

        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 60))))
        #expect(driver.state.activePage?.scrollTop == 12)
        #expect(driver.rows[1] == top)
        #expect(driver.state.activePage?.focusedURL == focused)

        driver.answer(Self.html(paragraphs: 100))
        let whole = try #require(driver.state.activePage)
        #expect(whole.isComplete)
        #expect(driver.state.loading == nil)
        #expect(whole.lines.count > before.lines.count)
        #expect(driver.rows[1] == top, "no jump when the whole page replaces the part")
        #expect(whole.focusedURL == focused)
        let link = try #require(whole.focusedLink)
        let row = try #require(whole.targets.row(of: .link(link))) - whole.scrollTop + 1
        #expect(driver.frame[row, 0].style.attributes.contains(.reverse), "the focused link is drawn focused")
    }

    @Test func theWholePageOpensAsUsualWhenTheReaderDidNotMove() throws {
        var driver = BrowserDriver()
        driver.open("http://app.test/long#p41")
        let ticket = try #require(driver.state.loading?.ticket)
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30))))
        #expect(driver.state.activePage?.scrollTop == 0)
        driver.answer(Self.html(paragraphs: 60).replacingOccurrences(of: "<p>paragraph 41</p>", with: "<p id='p41'>paragraph 41</p>"))
        #expect(driver.rows[1] == "paragraph 41", "the anchor, which needs the whole page, is scrolled to at the end")
    }

    @Test func aPartLaidOutForAnotherScreenOrAnotherVisitIsNotShown() throws {
        var (driver, ticket) = Self.opened()
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30), width: 60)))
        #expect(driver.state.stacks[.main].page == nil, "laid out for another width")
        driver.send(.pageArriving(ticket: ticket + 100, Self.part(Self.html(paragraphs: 30))))
        #expect(driver.state.stacks[.main].page == nil, "another visit's")
        let reload = "<meta name='turbo-visit-control' content='reload'>" + Self.html(paragraphs: 30)
        driver.send(.pageArriving(ticket: ticket, Self.part(reload)))
        #expect(driver.state.stacks[.main].page == nil, "a page that asks for a full load is not shown in part")
    }

    @Test func escKeepsThePartAndItIsNeverCached() throws {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>home</p>")
        driver.visit(Self.url.absoluteString)
        let ticket = try #require(driver.state.loading?.ticket)
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30))))
        var cache = driver.state.stacks[.main].snapshots
        #expect(cache.page(for: URL(string: "http://app.test/")!) != nil, "the page before went to the cache as a whole page would send it")
        driver.press(.escape)
        #expect(driver.effects.last == .cancelVisit(.main))
        #expect(driver.state.loading == nil)
        #expect(driver.rows[1] == "link 0", "what arrived stays on screen")
        #expect(driver.status.hasPrefix("Cancelled: the page is shown as far as it came"))
        driver.visit("http://app.test/other")
        driver.answer("<title>Other</title><p>other</p>")
        cache = driver.state.stacks[.main].snapshots
        #expect(cache.page(for: Self.url) == nil, "a part is not a snapshot")
    }

    @Test func anAnswerThatBrokeOffShowsWhatArrivedWithTheError() throws {
        var (driver, ticket) = Self.opened()
        driver.send(.pageArriving(ticket: ticket, Self.part(Self.html(paragraphs: 30))))
        driver.press(.character("j"), .character("j"), .character("j"))
        let failure = VisitFailure(url: Self.url, error: .connectionReset)
        driver.send(.pageArrivedPartly(ticket: ticket, Self.part(Self.html(paragraphs: 45)), failure))
        #expect(driver.state.loading == nil)
        let page = try #require(driver.state.activePage)
        #expect(!page.isComplete)
        #expect(page.scrollTop == 3, "the reader stays where they were")
        #expect(page.lines.contains { $0.text == "paragraph 44" })
        #expect(driver.status.hasPrefix("Could not load all of http://app.test/long: "))
        let status = driver.rows.count - 1
        #expect(driver.frame[status, 0].style.role == .error && driver.frame[status, 0].style.attributes.contains(.bold))
    }

    /// The arrival plan the last visit was started with (`.startVisit`'s).
    static func startedArrival(in driver: BrowserDriver) -> ArrivalPlan?? {
        for effect in driver.effects.reversed() {
            if case .startVisit(_, _, _, _, let arrival) = effect { return .some(arrival) }
        }
        return nil
    }

    @Test func onlyPlainVisitsOfHTMLAreShownWhileTheyArrive() throws {
        let (driver, ticket) = Self.opened()
        let plan = try #require(Self.startedArrival(in: driver))
        #expect(plan == ArrivalPlan(width: 40, rows: 10, numbered: false, images: driver.state.imageBases[.main]),
                "the visit is started with the plan for its area, its images laid out as the stack's are")
        #expect(driver.state.imageBases[.main] != nil, "images are drawn (the default, auto) from the first visit on")
        #expect(driver.state.arrivals.visit == ticket, "only the visit loading is followed as it arrives")
        let head = HTTPResponse(status: 200, url: Self.url, headers: [("Content-Type", "text/html")])
        #expect(ArrivalPolicy.admits(head, askedFor: Self.url))
        var refused: [HTTPResponse] = []
        refused.append(HTTPResponse(status: 404, url: Self.url, headers: [("Content-Type", "text/html")]))
        refused.append(HTTPResponse(status: 200, url: Self.url, headers: [("Content-Type", "text/plain")]))
        refused.append(HTTPResponse(status: 200, url: URL(string: "http://app.test/elsewhere")!, redirectCount: 1,
                                    headers: [("Content-Type", "text/html")]))
        refused.append(HTTPResponse(status: 200, url: Self.url,
                                    headers: [("Content-Type", "text/html"), ("Content-Disposition", "attachment; filename=a.html")]))
        for head in refused {
            #expect(!ArrivalPolicy.admits(head, askedFor: Self.url), "\(head.status) \(head.headers)")
        }
        var visit = try #require(driver.state.loading)
        visit.isRefresh = true
        #expect(ArrivalPolicy.plan(for: visit, in: driver.state) == nil, "a refresh may be morphed")
        let restoring = PendingVisit(ticket: ticket, url: Self.url, stack: .main, entryID: visit.entryID,
                                     scroll: ScrollPosition(topRow: 3), startedAt: visit.startedAt)
        #expect(ArrivalPolicy.plan(for: restoring, in: driver.state) == nil, "a visit that puts the reader back at a place waits")
    }

    @Test func aVisitFromAPageWithPermanentElementsWaitsForTheWholeAnswer() throws {
        var driver = BrowserDriver()
        driver.open("http://app.test/")
        #expect(try #require(Self.startedArrival(in: driver)) != nil)
        driver.answer("<title>Home</title><input id='q' data-turbo-permanent><p>home</p>")
        driver.visit(Self.url.absoluteString)
        #expect(driver.state.loading != nil)
        #expect(try #require(Self.startedArrival(in: driver)) == nil)
    }
}
