import Foundation
import Testing
import Base
import Turbo
import UI

/// Live stream messages in the browser's reducer: the page changes in
/// place, the reader keeps the place and the focus (unless its element went
/// away), messages for a page that left are ignored, refreshes debounce.
@Suite("Browser: live updates")
struct BrowserLiveTests {
    private static let page = "<title>Live</title>" + (1...30).map { "<p id=\"p\($0)\">Line \($0)</p>" }.joined()
        + "<p><a id=\"link\" href=\"/a\">Alpha link</a></p><ul id=\"list\"><li>first</li></ul>"

    private func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        return driver
    }

    private func message(_ html: String, for driver: BrowserDriver) throws -> BrowserEvent {
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        return .live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: html, ownRequests: RequestIDHistory()))
    }

    private func stream(_ action: String, _ target: String, _ content: String = "") -> String {
        "<turbo-stream action=\"\(action)\" target=\"\(target)\"><template>\(content)</template></turbo-stream>"
    }

    @Test func anAppendAtTheEndComesIntoViewKeepingTheFocus() throws {
        var driver = opened()
        driver.press(.end)
        driver.press(.tab)
        let top = try #require(driver.state.stacks[.main].page?.scrollTop)
        #expect(driver.state.stacks[.main].page?.focusedURL?.absoluteString == "http://app.test/a")
        driver.send(try message(stream("append", "list", "<li>second</li>"), for: driver))
        expectRows(driver.rows, [7: "Alpha link", 9: " * first", 10: " * second", 11: "http://app.test/a             line 64/64"],
                   "a reader at the end follows it, the link still focused")
        #expect(driver.state.stacks[.main].page?.scrollTop ?? 0 > top)
        #expect(driver.state.stacks[.main].page?.focusedURL?.absoluteString == "http://app.test/a")
    }

    @Test func anAppendBelowTheScreenDoesNotMoveTheReader() throws {
        var driver = opened()
        for _ in 0..<5 { driver.press(.down) }
        let rows = driver.rows
        driver.send(try message(stream("append", "list", "<li>second</li>"), for: driver))
        #expect(Array(driver.rows.dropLast()) == Array(rows.dropLast()), "\(driver.rows)")
    }

    @Test func anUpdateAboveTheScreenKeepsTheSameTextOnTop() throws {
        var driver = opened()
        for _ in 0..<10 { driver.press(.down) }
        let firstRow = driver.rows[1]
        driver.send(try message(stream("update", "p1", "One<br>two<br>three"), for: driver))
        #expect(driver.rows[1] == firstRow, "reading position kept: \(driver.rows)")
    }

    @Test func removingTheFocusedLinkDropsTheFocus() throws {
        var driver = opened()
        driver.press(.end)
        driver.press(.tab)
        #expect(driver.state.stacks[.main].page?.focus != nil)
        driver.send(try message(stream("remove", "link"), for: driver))
        #expect(driver.state.stacks[.main].page?.focus == nil)
        expectRows(driver.rows, [8: "Line 30", 9: "", 10: " * first"], "the link is gone: the list follows the last line")
    }

    @Test func aMessageForAPageThatLeftIsIgnored() throws {
        var driver = opened()
        let old = try message(stream("append", "list", "<li>late</li>"), for: driver)
        driver.visit("http://app.test/other")
        driver.answer("<title>Other</title><ul id=\"list\"></ul>")
        driver.send(old)
        expectRows(driver.rows, [0: " Other — http://app.test/other", 1: ""], "the old page's message does not reach the new page")
    }

    @Test func refreshesDebounceIntoOneReload() throws {
        var driver = opened()
        let refresh = "<turbo-stream action=\"refresh\"></turbo-stream>"
        driver.send(try message(refresh, for: driver))
        driver.wait(milliseconds: 100)
        driver.send(try message(refresh, for: driver))
        driver.wait(milliseconds: 100)
        #expect(driver.visits == ["http://app.test/"], "still waiting")
        driver.wait(milliseconds: 100)
        #expect(driver.visits == ["http://app.test/", "http://app.test/"], "one reload")
    }

    @Test func aRefreshStreamReloadsAPageWhosePullToRefreshIsOff() throws {
        let fixed = BrowserConfiguration.testApp(pathProperties: { _ in PathProperties(["pull_to_refresh_enabled": .bool(false)]) })
        var driver = BrowserDriver(rows: 12, columns: 40, configuration: fixed)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        driver.send(try message("<turbo-stream action=\"refresh\"></turbo-stream>", for: driver))
        driver.wait(milliseconds: 200)
        #expect(driver.visits == ["http://app.test/", "http://app.test/"], "the setting is about the user's gesture")
    }

    @Test func aRefreshDueWhileAVisitLoadsWaitsForItAndIsNotLostIfTheLoadIsGivenUp() throws {
        var driver = opened()
        driver.send(try message("<turbo-stream action=\"refresh\"></turbo-stream>", for: driver))
        driver.press(.character("r")) // a reload of the page, still in flight when the refresh comes due
        driver.wait(milliseconds: 200)
        #expect(driver.visits == ["http://app.test/", "http://app.test/"], "nothing more while a load is in flight")
        #expect(driver.state.nextDeadline.map { $0 > driver.state.now } ?? true, "the loop must not spin on a refresh it cannot fire")
        driver.press(.escape) // the load is given up, so the page the refresh is for is still the old one
        #expect(driver.visits == ["http://app.test/", "http://app.test/", "http://app.test/"], "the pending refresh fires then")
    }
}
