import Foundation
import Testing
import UI

/// One click, one action: the browser acts when the first button comes up
/// on what it went down on, as xterm's button-event reports give them.
@Suite("Browser: the mouse")
struct BrowserMouseTests {
    static let page = """
        <title>Mouse</title><p><a href="/one">first link</a></p><p><a href="/two">second link</a></p>
        <form action="/go" method="post"><p><input type=checkbox name=c value=1> Tick</p><p><button>Send</button></p></form>
        """

    static func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(page)
        return driver
    }

    static func at(_ text: String, _ driver: BrowserDriver) throws -> (row: Int, column: Int) {
        let row = try #require(driver.rows.firstIndex { $0.contains(text) }, "\(text) in \(driver.rows)")
        let line = driver.rows[row]
        return (row, line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound))
    }

    static func mouse(_ action: MouseEvent.Action, _ at: (row: Int, column: Int), _ driver: inout BrowserDriver) {
        driver.send(.input(.mouse(MouseEvent(action, row: at.row, column: at.column))))
    }

    @Test func aPressDoesNothingAndTheReleaseFollowsTheLinkOnce() throws {
        var driver = Self.opened()
        let visits = driver.visits.count
        let link = try Self.at("first link", driver)
        Self.mouse(.press, link, &driver)
        #expect(driver.visits.count == visits, "nothing on the press")
        Self.mouse(.release, link, &driver)
        #expect(driver.visits.count == visits + 1)
        #expect(driver.visits.last == "http://app.test/one")
        // The next page has a link where the pointer is: nothing follows it.
        driver.answer("<title>One</title><p><a href=/elsewhere>first link here too</a></p>")
        #expect(driver.visits.count == visits + 1)
    }

    @Test func oneClickOnAButtonSendsTheFormOnce() throws {
        var driver = Self.opened()
        driver.click(row: try Self.at("[Send]", driver).row, column: try Self.at("[Send]", driver).column + 1)
        #expect(driver.sentForms.count == 1)
    }

    @Test func oneClickTicksACheckboxAndTheNextUnticksIt() throws {
        var driver = Self.opened()
        let box = try Self.at("[ ]", driver)
        driver.click(row: box.row, column: box.column + 1)
        #expect(driver.rows[box.row].hasPrefix("[X]"), "\(driver.rows)")
        driver.click(row: box.row, column: box.column + 1)
        #expect(driver.rows[box.row].hasPrefix("[ ]"))
    }

    @Test func aDragFromOneLinkToAnotherDoesNothing() throws {
        var driver = Self.opened()
        let visits = driver.visits.count
        Self.mouse(.press, try Self.at("first link", driver), &driver)
        Self.mouse(.release, try Self.at("second link", driver), &driver)
        #expect(driver.visits.count == visits)
        #expect(driver.state.activePage?.focus == nil)
    }

    @Test func aReleaseReadTogetherWithItsPressIsOneClick() throws {
        // ncurses folds a press and a release that arrive in one read into a release.
        var driver = Self.opened()
        Self.mouse(.release, try Self.at("second link", driver), &driver)
        #expect(driver.visits.last == "http://app.test/two")
    }

    @Test func aPressOnAPageThatIsGoneIsNotAClickOnTheNextOne() throws {
        var driver = Self.opened()
        let link = try Self.at("first link", driver)
        Self.mouse(.press, link, &driver)
        driver.visit("http://app.test/three")
        driver.answer("<title>Three</title><p><a href=/four>first link as well</a></p>")
        let visits = driver.visits.count
        Self.mouse(.release, link, &driver)
        #expect(driver.visits.count == visits)
    }

    @Test func theWheelScrolls() {
        var driver = BrowserDriver(rows: 8, columns: 40)
        driver.open("http://app.test/")
        driver.answer((1...40).map { "<p>row \($0)</p>" }.joined())
        driver.send(.input(.mouse(MouseEvent(.scrollDown, row: 3, column: 3))))
        #expect(driver.state.activePage?.scrollTop == 3)
        driver.send(.input(.mouse(MouseEvent(.scrollUp, row: 3, column: 3))))
        #expect(driver.state.activePage?.scrollTop == 0)
    }
}
