import Foundation
import Testing
import Turbo
import UI

/// lynx's rule (issue 34): when the view moves, the focus moves to the first
/// link or field shown, or to none; Enter and the status line never act on
/// what is off screen. A field being typed in keeps it.
@Suite("Focus follows the view")
struct BrowserFocusFollowsViewTests {
    /// A form button at the top (as on the demo's `/streams`), filler, a link at the bottom.
    static let page = """
        <title>Long</title><form method="post" action="/streams"><button>Send</button></form>
        <p><a href="/top">top link</a></p>
        \((1...30).map { "<p>filler \($0)</p>" }.joined())
        <p><a href="/bottom">bottom link</a></p>
        """

    static func loaded(_ html: String = page, columns: Int = 40) -> BrowserDriver {
        var driver = BrowserDriver(rows: 10, columns: columns)
        driver.open("http://app.test/")
        driver.answer(html)
        return driver
    }

    @Test func gMovesTheFocusToTheFirstLinkShownAndEnterFollowsThat() throws {
        var driver = Self.loaded()
        driver.press(.tab, .tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/top")
        driver.type("G")
        #expect(driver.state.activePage?.focusedURL?.path == "/bottom")
        let look = ScreenLook(driver.frame)
        #expect(look.marks("bottom link", with: .reverse), "the focus is drawn where it now is: \(driver.rows)")
        #expect(look.columns(of: "top link") == nil)
        #expect(driver.status.contains("/bottom") && !driver.status.contains("/top"), "\(driver.status)")
        driver.press(.enter)
        #expect(driver.visits.last == "http://app.test/bottom")
    }

    @Test func withNothingFocusableShownTheFocusGoesAndEnterDoesNothing() {
        var driver = Self.loaded()
        driver.press(.tab)
        #expect(driver.state.activePage?.focusedField != nil, "the Send button")
        driver.press(.control("d"))
        #expect(driver.state.activePage?.focus == nil)
        #expect(!ScreenLook(driver.frame).marks("filler 5", with: .reverse))
        driver.press(.enter)
        #expect(driver.sentForms.isEmpty, "G then Enter sent POST /streams")
        #expect(driver.visits == ["http://app.test/"])
    }

    @Test func theWheelAndASearchMoveTheFocusToo() {
        var driver = Self.loaded(columns: 60)
        driver.press(.tab, .tab)
        for _ in 0..<12 { driver.send(.input(.mouse(MouseEvent(.scrollDown, row: 3, column: 3)))) }
        #expect(driver.state.activePage?.focus == nil)
        driver.type("gg")
        driver.press(.tab)
        driver.type("/bottom")
        driver.press(.enter)
        #expect(driver.state.activePage?.focusedURL?.path == "/bottom", "\(driver.rows) \(String(describing: driver.state.activePage?.focus))")
    }

    @Test func aResizeThatHidesTheFocusMovesIt() {
        var driver = Self.loaded()
        driver.press(.tab)
        driver.type("G")
        #expect(driver.state.activePage?.focusedURL?.path == "/bottom")
        driver.type("k")
        driver.send(.input(.resize(ScreenSize(rows: 4, columns: 40))))
        driver.wait(milliseconds: 500)
        #expect(driver.state.activePage?.focus == nil, "\(driver.rows)")
    }

    @Test func aFocusStillShownStays() {
        var driver = Self.loaded()
        driver.press(.tab, .tab)
        driver.type("j")
        #expect(driver.state.activePage?.focusedURL?.path == "/top")
    }

    @Test func spacePagesOnPastACheckboxTheViewFocused() {
        var driver = Self.loaded("""
            <title>Boxes</title><p><a href="/top">top link</a></p>
            \((1...3).map { "<p>filler \($0)</p>" }.joined())
            <form><input type="checkbox" name="c" id="c"><label for="c">Tick</label></form>
            \((1...30).map { "<p>more \($0)</p>" }.joined())
            """)
        driver.press(.tab)
        driver.type(" ")
        #expect(driver.state.activePage?.focusedField != nil, "the checkbox is the first thing shown: \(driver.rows)")
        let top = driver.state.activePage?.scrollTop
        driver.type(" ")
        #expect(driver.state.activePage?.scrollTop != top, "Space scrolls on")
        #expect(!driver.rows.contains { $0.contains("[X]") || $0.contains("[x]") }, "\(driver.rows)")
    }

    /// A stream the user did not send pushes the field being typed in down the page: it keeps the focus and the typing.
    @Test func aStreamArrivingDoesNotTakeTheFocusFromAFieldBeingTypedIn() throws {
        var driver = Self.loaded("<title>Live</title><div id=\"log\"><p>start</p></div><form><input name=\"q\"></form>")
        driver.press(.tab, .enter)
        driver.type("hi")
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        let lines = (1...20).map { "<p>news \($0)</p>" }.joined()
        let html = "<turbo-stream action=\"append\" target=\"log\"><template>\(lines)</template></turbo-stream>"
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: html, ownRequests: RequestIDHistory())))
        #expect(driver.rows.contains("news 1"), "the stream was applied: \(driver.rows)")
        #expect(!driver.rows.contains { $0.contains("[hi") }, "the field is pushed off screen: \(driver.rows)")
        #expect(driver.fieldInUse == 0 && driver.state.activePage?.focusedField == 0)
        driver.type("!")
        let page = try #require(driver.state.activePage)
        #expect(page.currentValue(of: page.rendered.fields[0].element) == .text("hi!"))
    }

    @Test func aFieldBeingTypedInKeepsTheFocusWhenTheViewMoves() {
        var driver = Self.loaded("""
            <title>Typing</title><form><input name="q"></form>
            \((1...30).map { "<p>filler \($0)</p>" }.joined())
            """)
        driver.press(.tab, .enter)
        driver.type("hi")
        #expect(driver.fieldInUse != nil)
        for _ in 0..<6 { driver.send(.input(.mouse(MouseEvent(.scrollDown, row: 3, column: 3)))) }
        #expect(driver.fieldInUse != nil)
        #expect(driver.state.activePage?.focusedField == 0)
    }
}
