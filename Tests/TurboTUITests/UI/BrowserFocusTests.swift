import Foundation
import Testing
import UI

/// Focus is predictable: nothing after a load, Tab in document order.
@Suite("Focus and scrolling")
struct BrowserFocusTests {
    /// Three links, the last far below the first screen.
    static let page = """
        <title>Links</title><p><a href="/a">A</a> <a href="/b">B</a></p>
        \((1...30).map { "<p>filler \($0)</p>" }.joined())
        <p><a href="/c">C</a></p>
        """

    static func loaded() -> BrowserDriver {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/")
        driver.answer(page)
        return driver
    }

    @Test func nothingIsFocusedAfterALoad() {
        let driver = Self.loaded()
        #expect(driver.state.activePage?.focusedLink == nil)
    }

    @Test func tabAndShiftTabMoveInDocumentOrder() {
        var driver = Self.loaded()
        driver.press(.tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/a")
        driver.press(.tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/b")
        driver.press(.backTab)
        #expect(driver.state.activePage?.focusedURL?.path == "/a")
    }

    @Test func tabScrollsToAFocusBelowTheScreen() {
        var driver = Self.loaded()
        driver.press(.tab, .tab, .tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/c")
        let page = try! #require(driver.state.activePage)
        let row = page.targets.row(of: .link(page.focusedLink!))!
        #expect(page.scrollTop <= row && row < page.scrollTop + 8)
        #expect(driver.rows.contains("C"))
    }

    @Test func downMovesToLinksOnScreenElseScrolls() {
        var driver = Self.loaded()
        driver.press(.down, .down)
        #expect(driver.state.activePage?.focusedURL?.path == "/b")
        driver.press(.down)
        #expect(driver.state.activePage?.scrollTop == 1)
        #expect(driver.state.activePage?.focus == nil, "the line of A and B scrolled off, and the focus with it")
    }

    @Test func enterFollowsTheFocusedLink() {
        var driver = Self.loaded()
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/"], "Enter with nothing focused does nothing")
        driver.press(.tab, .tab, .enter)
        #expect(driver.visits.last == "http://app.test/b")
    }

    @Test func digitsThenEnterFollowLinkNumber() {
        var driver = Self.loaded()
        driver.type("3")
        #expect(driver.rows.last == "Link number or count: 3_")
        driver.press(.enter)
        #expect(driver.visits.last == "http://app.test/c")
    }

    @Test func hashTogglesLinkNumbers() {
        var driver = Self.loaded()
        driver.type("#")
        #expect(driver.rows[1] == "[1]A [2]B")
        driver.type("#")
        #expect(driver.rows[1] == "A B")
    }

    @Test func spaceAndBScrollByAScreen() {
        var driver = Self.loaded()
        driver.type(" ")
        #expect(driver.state.activePage?.scrollTop == 7)
        driver.type("b")
        #expect(driver.state.activePage?.scrollTop == 0)
        driver.press(.end)
        #expect(driver.rows[8] == "C")
    }

    @Test func searchScrollsToMatchesForwardAndBack() {
        var driver = Self.loaded()
        driver.type("/filler 2")
        driver.press(.enter)
        #expect(driver.state.activePage?.scrollTop == 0, "a match on screen stays where it is")
        #expect(driver.rows.contains("filler 2"))
        driver.type("n")
        #expect(driver.rows[1] == "filler 20", "one below the screen comes to the top")
        driver.type("N")
        #expect(driver.rows[1] == "filler 2")
        let frame = driver.frame
        #expect(frame[1, 0].style.attributes.contains(.reverse), "the match is marked")
        #expect(frame[1, 7].style.attributes.contains(.reverse))
        #expect(!frame[1, 9].style.attributes.contains(.reverse), "only the match")
        driver.type("/nowhere")
        driver.press(.enter)
        #expect(driver.rows.last?.hasPrefix("Not found: nowhere") == true)
    }

    @Test func resizeKeepsTheReadingPosition() {
        var driver = Self.loaded()
        driver.type("/filler 12")
        driver.press(.enter)
        #expect(driver.rows[1] == "filler 12")
        driver.send(.input(.resize(ScreenSize(rows: 10, columns: 25))))
        driver.wait(milliseconds: 99)
        #expect(driver.state.activePage?.rendered.width == 40, "laid out again only once the size settles")
        driver.wait(milliseconds: 1)
        #expect(driver.rows[1] == "filler 12")
        #expect(driver.state.activePage?.rendered.width == 25)
    }

    @Test func clickOnALinkFollowsIt() {
        var driver = Self.loaded()
        driver.click(row: 1, column: 2)
        #expect(driver.visits.last == "http://app.test/b")
        #expect(driver.state.loading != nil)
    }
}
