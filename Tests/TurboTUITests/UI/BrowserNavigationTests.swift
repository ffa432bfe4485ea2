import Foundation
import Testing
import Turbo
import UI

/// Visits, history, the modal and the links that never load.
@Suite("Browser navigation")
struct BrowserNavigationTests {
    static var modalRoutes: BrowserConfiguration { BrowserConfiguration.testApp(pathProperties: { url in
        switch url.path {
        case "/new": return PathProperties(["context": .string("modal")])
        case "/locked": return PathProperties(["context": .string("modal"), "modal_dismiss_gesture_enabled": .bool(false)])
        case "/stay": return PathProperties(["presentation": .string("none")])
        case "/fixed": return PathProperties(["pull_to_refresh_enabled": .bool(false), "title": .string("Settings")])
        default: return PathProperties()
        }
    }) }

    static func home() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 50, configuration: modalRoutes)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p><a href='/one'>one</a> <a href='/new'>new</a> <a href='https://other.test/x'>other</a> <a href='javascript:alert(1)'>js</a></p>")
        return driver
    }

    @Test func backAndForwardRestoreWithoutARequest() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        driver.answer("<title>One</title><p>page one</p>")
        driver.press(.character("j"))
        let visitsBefore = driver.visits
        driver.press(.character("h"))
        #expect(driver.rows[0] == " Home — http://app.test/")
        driver.press(.character("l"))
        #expect(driver.rows[0] == " One — http://app.test/one")
        driver.press(.left)
        driver.press(.backspace)
        #expect(driver.rows.last == "No page to go back to")
        #expect(driver.visits == visitsBefore, "history needs no request")
    }

    @Test func modalRouteOpensTheOverlayAndEscDismissesIt() {
        var driver = Self.home()
        driver.press(.tab, .tab, .enter)
        #expect(driver.state.loading?.stack == .modal)
        driver.answer("<title>New post</title><p>form</p>")
        #expect(driver.state.modal != nil)
        #expect(driver.rows.contains { $0.contains("[Done]") && $0.contains("New post") })
        driver.press(.escape)
        #expect(driver.state.modal == nil)
        #expect(driver.rows[0] == " Home — http://app.test/")
        #expect(driver.rows[1] == "one new other js")
    }

    @Test func clickOnDoneDismisses() {
        var driver = Self.home()
        driver.visit("http://app.test/new")
        driver.answer("<title>New</title>")
        let done = driver.state.layout.doneLabel(.large)
        driver.click(row: done.row, column: done.column + 1)
        #expect(driver.state.modal == nil)
    }

    @Test func doneIsOffWhenTheModalSaysSo() {
        var driver = Self.home()
        driver.visit("http://app.test/locked")
        driver.answer("<title>Locked</title>")
        expectRows(driver.rows, [1: "on┌─ Locked ──────────────────────────────────┐"], "no [Done] on the modal's top edge")
        driver.press(.escape)
        #expect(driver.state.modal != nil)
        #expect(driver.rows.last?.contains("closes itself") == true)
    }

    @Test func aModalRouteInsideTheModalPushesInsideIt() {
        var driver = Self.home()
        driver.visit("http://app.test/new")
        driver.answer("<title>New</title><p><a href='/new?step=2'>next</a></p>")
        driver.press(.tab, .enter)
        #expect(driver.state.loading?.stack == .modal)
        driver.answer("<title>Step 2</title>")
        #expect(driver.state.stacks[.modal].page?.title == "Step 2")
        driver.press(.character("h"))
        #expect(driver.state.stacks[.modal].page?.title == "New")
        driver.press(.character("h"))
        #expect(driver.state.modal == nil, "back from the modal's first page closes it")
    }

    @Test func aMainRouteFromInsideTheModalDismissesThenPushes() {
        var driver = Self.home()
        driver.visit("http://app.test/new")
        driver.answer("<title>New</title><p><a href='/one'>one</a></p>")
        driver.press(.tab, .enter)
        #expect(driver.state.loading?.stack == .main)
        driver.answer("<title>One</title>")
        #expect(driver.state.modal == nil)
        #expect(driver.rows[0] == " One — http://app.test/one")
        driver.press(.character("h"))
        #expect(driver.rows[0] == " Home — http://app.test/")
    }

    @Test func presentationNoneDoesNothing() {
        var driver = Self.home()
        let before = driver.visits
        driver.type("g/stay")
        driver.press(.enter)
        #expect(driver.visits == before)
    }

    @Test func otherHostsAreOfferedNeverLoaded() {
        var driver = Self.home()
        driver.press(.tab, .tab, .tab, .enter)
        #expect(driver.visits == ["http://app.test/"])
        #expect(driver.status.hasPrefix("Another site: https://other.test/x (y: copy URL"))
        driver.type("y")
        #expect(driver.effects.last == .copy("https://other.test/x"))
    }

    @Test func javascriptLinksAreRefused() {
        var driver = Self.home()
        driver.press(.tab, .tab, .tab, .tab, .enter)
        #expect(driver.visits == ["http://app.test/"])
        #expect(driver.rows.last == "Refused: javascript: links are not followed")
    }

    @Test func goToResolvesRelativeToThePage() {
        var driver = Self.home()
        driver.type("gposts/1")
        #expect(driver.rows.last == "Go to: posts/1_")
        driver.press(.enter)
        #expect(driver.visits.last == "http://app.test/posts/1")
    }

    @Test func anHTTPErrorBodyIsRendered() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        driver.answer("<title>Oops</title><h1>Not found</h1>", status: 404)
        #expect(driver.rows[1] == "Not found")
        #expect(driver.rows.last == "HTTP 404 from http://app.test/one")
    }

    @Test func unauthorizedGoesToTheLoginPath() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        driver.answer("<p>no</p>", status: 401)
        #expect(driver.visits.last == "http://app.test/signin")
    }

    @Test func failureThenRetryLoadsTheSameURL() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        driver.fail(.connectionRefused(host: "app.test"))
        #expect(driver.rows[1] == "Could not load the page")
        driver.type("r")
        #expect(driver.visits.last == "http://app.test/one")
        driver.answer("<title>One</title><p>back up</p>")
        #expect(driver.rows[1] == "back up")
        driver.press(.character("h"))
        #expect(driver.rows[0] == " Home — http://app.test/", "the retried page replaced the error view")
    }

    @Test func escCancelsALoadAndALateAnswerIsIgnored() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        let ticket = try! #require(driver.state.loading?.ticket)
        driver.press(.escape)
        #expect(driver.effects.last == .cancelVisit(.main))
        #expect(driver.state.loading == nil)
        let late = VisitResponse(url: URL(string: "http://app.test/one")!, status: 200, contentType: nil, body: Array("late".utf8))
        driver.send(.visitFinished(ticket: ticket, .success(late)))
        #expect(driver.rows[0] == " Home — http://app.test/")
    }

    @Test func aNewVisitReplacesTheOneInFlight() {
        var driver = Self.home()
        driver.press(.tab, .enter)
        driver.type("g/two")
        driver.press(.enter)
        // A typed address names no page (no Referer), as a browser's address bar.
        #expect(driver.effects.suffix(2) == [.cancelVisit(.main), .startVisit(ticket: 3, url: URL(string: "http://app.test/two")!, stack: .main,
                                                       referrer: nil,
                                                       arrival: ArrivalPlan(width: driver.state.activeArea.columns,
                                                                            rows: driver.state.activeArea.rows, numbered: false,
                                                                            images: driver.state.imageBases[.main]))])
    }

    @Test func nonHTMLIsOfferedNotShown() {
        var driver = Self.home()
        driver.type("g/report.pdf")
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/"], "a .pdf is never requested in the session")
        #expect(driver.status.hasPrefix("Not a page (.pdf): http://app.test/report.pdf"), "\(driver.rows)")
        driver.press(.escape)
        driver.type("g/report")
        driver.press(.enter)
        driver.answer("%PDF", type: "application/pdf")
        #expect(driver.rows[0] == " Home — http://app.test/")
        #expect(driver.status.hasPrefix("Not a page (application/pdf)"))
    }

    @Test func viewSourceShowsTheHTML() {
        var driver = Self.home()
        driver.type("\\")
        #expect(driver.rows[1].hasPrefix("<title>Home</title>"))
        driver.type("\\")
        #expect(driver.rows[1] == "one new other js")
    }

    @Test func qQuits() {
        var driver = Self.home()
        driver.type("q")
        #expect(driver.state.exit == .quit)
    }

    @Test func pathConfigurationTitleAndReloadSwitch() {
        var driver = Self.home()
        driver.type("g/fixed")
        driver.press(.enter)
        driver.answer("<title>ignored</title><p>fixed page</p>")
        #expect(driver.rows[0] == " Settings — http://app.test/fixed")
        let visits = driver.visits
        driver.type("r")
        #expect(driver.visits == visits)
        #expect(driver.rows.last == "This page cannot be reloaded")
    }

    @Test func restoredPagesLeaveOutTemporaryElementsAndNoCachePagesReload() {
        var driver = Self.home()
        driver.visit("http://app.test/flash")
        driver.answer("<title>Flash</title><p data-turbo-temporary>Saved!</p><p>content</p>")
        #expect(driver.rows[1] == "Saved!")
        driver.visit("http://app.test/one")
        driver.answer("<title>One</title><meta name='turbo-cache-control' content='no-cache'><p>one</p>")
        driver.press(.character("h"))
        #expect(driver.rows[0] == " Flash — http://app.test/flash")
        #expect(driver.rows[1] == "content", "the flash is not restored")
        let visits = driver.visits
        driver.press(.character("l"))
        #expect(driver.visits == visits + ["http://app.test/one"], "a no-cache page is loaded again")
    }

    @Test func anchorsScrollToTheirSection() {
        var driver = Self.home()
        let sections = (1...30).map { "<p>filler \($0)</p>" }.joined()
        driver.visit("http://app.test/long#bottom")
        driver.answer("<title>Long</title><p><a href='#bottom'>down</a> <a href='#nowhere'>missing</a></p>\(sections)<h2 id='bottom'>The bottom</h2>\(sections)")
        #expect(driver.rows[1] == "The bottom", "a new page opens at its anchor: \(driver.rows)")
        driver.press(.home)
        let visits = driver.visits
        driver.press(.tab, .enter)
        #expect(driver.rows[1] == "The bottom")
        #expect(driver.visits == visits, "a same-page anchor makes no request")
        driver.press(.home, .tab, .tab, .enter)
        #expect(driver.rows.last?.hasPrefix("No #nowhere on this page") == true)
    }
}
