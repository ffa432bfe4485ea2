import Foundation
import Testing
import UI

/// A big page in a tab in the background is not laid out when the window
/// is resized; when its tab is shown again, a page still as loaded goes to
/// a worker for the new size, as the shown one would (issue 21), and the
/// loop keeps the old layout on screen meanwhile.
@Suite("Browser: a big page in a background tab after a resize")
struct BrowserBackgroundTabRelayoutTests {
    @Test func theTabShownAgainIsLaidOutOnAWorker() throws {
        var driver = try BrowserRelayoutTests.shown()
        let first = try #require(driver.state.activePage)
        #expect(first.rendered.width == 40)
        let before = driver.effects.count
        driver.press(.tab, .character("T"))
        driver.answer("<title>Two</title><p>second page</p>")
        let second = try #require(BrowserPreparationTests.preparation(in: Array(driver.effects.dropFirst(before))))
        driver.send(.pagePrepared(ticket: try #require(second.visit), try #require(second.run())))
        #expect(driver.rows[0].hasPrefix(" 1 Long [2 Two]"), "\(driver.rows)")

        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 30))))
        driver.wait(milliseconds: 200)
        let effects = driver.effects.count
        driver.press(.character("{"))
        #expect(driver.rows[0].hasPrefix("[1 Long] 2 Two"), "\(driver.rows)")
        let relayout = try #require(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)))
        #expect(relayout.width == 30)
        #expect(driver.state.activePage?.rendered.width == 40, "not laid out on the loop")
        #expect(driver.state.activePage?.shownDocument === first.shownDocument)

        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.activePage?.rendered.width == 30)
        #expect(driver.state.activePage?.isRelaidOut == true)
        #expect(driver.rows[2] == "go 0", "the page from its top, at 30 columns: \(driver.rows)")
    }
}
