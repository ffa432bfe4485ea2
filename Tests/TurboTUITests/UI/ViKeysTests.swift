import Foundation
import Testing
import UI

/// The keys vi and lynx users reach for: gg beside G, counts, half
/// screens, Ctrl-O back, marks; each through the reducer on the in-memory screen.
@Suite("Keys: vi and lynx habits")
struct ViKeysTests {
    /// 60 numbered lines with a link on every tenth, on a 12-row screen (10 page rows).
    static func opened(configuration: BrowserConfiguration = BrowserConfiguration.testApp()) -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40, configuration: configuration)
        driver.open("http://app.test/")
        let lines = (1...60).map { $0 % 10 == 0 ? "<a href=/l\($0)>line \($0)</a>" : "line \($0)" }
        driver.answer("<title>Long</title><p>" + lines.joined(separator: "<br>") + "</p>")
        return driver
    }

    private static func top(_ driver: BrowserDriver) -> Int { driver.state.activePage?.scrollTop ?? -1 }

    @Test func ggGoesToTheTopAndGAloneStillAsksForAURL() {
        var driver = Self.opened()
        driver.press(.character("G"))
        let bottom = Self.top(driver)
        #expect(bottom > 40)
        driver.press(.character("g"))
        #expect(driver.rows.last == "Go to: _", "g opens the go-to prompt at once, as in lynx")
        driver.press(.character("g"))
        #expect(Self.top(driver) == 0, "a second g, first in the prompt: the top")
        #expect(driver.state.statusPrompt == nil)
        #expect(driver.rows[1] == "line 1")
        driver.type("g/posts")
        #expect(driver.rows.last == "Go to: /posts_")
        driver.press(.enter)
        #expect(driver.visits.last == "http://app.test/posts")
    }

    @Test func aCountRepeatsAMotionAndIsShownWhileTyped() throws {
        var driver = Self.opened()
        driver.type("5")
        #expect(driver.rows.last == "Link number or count: 5_")
        let look = ScreenLook(driver.frame)
        #expect(look.cell(11, 0).attributes.contains(.bold), "the prompt's label is bold")
        #expect(!look.cell(11, 22).attributes.contains(.bold), "the typed count is plain")
        driver.type("j")
        #expect(Self.top(driver) == 5)
        #expect(driver.state.statusPrompt == nil)
        driver.type("12k")
        #expect(Self.top(driver) == 0, "a count past the top stops at the top")
        driver.type("3")
        driver.press(.tab)
        let page = try #require(driver.state.activePage)
        #expect(page.focusedURL?.absoluteString == "http://app.test/l30", "3 Tab: the third link")
    }

    @Test func escClearsACount() {
        var driver = Self.opened()
        driver.type("5")
        driver.press(.escape)
        #expect(driver.state.statusPrompt == nil)
        driver.type("j")
        #expect(Self.top(driver) == 1, "the count was dropped: one line")
    }

    @Test func aCountBeforeGOrGGGoesToThatLine() {
        var driver = Self.opened()
        driver.type("10G")
        #expect(Self.top(driver) == 9)
        #expect(driver.rows[1] == "line 10")
        #expect(driver.status == "Line 10 of \(driver.state.activePage!.lines.count)")
        driver.type("3gg")
        #expect(Self.top(driver) == 2)
        #expect(driver.rows[1] == "line 3")
        driver.type("999G")
        #expect(driver.rows[10] == "line 60", "past the end: the last screen: \(driver.rows)")
    }

    @Test func enterAfterDigitsStillFollowsThatLink() {
        var driver = Self.opened()
        driver.press(.character("#"))
        driver.type("2")
        driver.press(.enter)
        #expect(driver.visits.last == "http://app.test/l20")
    }

    @Test func ctrlDAndCtrlUScrollHalfAScreen() {
        var driver = Self.opened()
        let half = driver.state.activeArea.rows / 2
        driver.press(.control("d"))
        #expect(Self.top(driver) == half)
        driver.press(.control("d"), .control("u"))
        #expect(Self.top(driver) == half)
        driver.type("2")
        driver.press(.control("d"))
        #expect(Self.top(driver) == 3 * half)
    }

    @Test func ctrlOGoesBackAndTabKeepsItsMeaning() {
        var driver = Self.opened()
        driver.visit("http://app.test/next")
        driver.answer("<title>Next</title><p><a href=/x>x</a></p>")
        driver.press(.control("o"))
        #expect(driver.state.activePage?.url.absoluteString == "http://app.test/", "Ctrl-O: back, from the cache")
        driver.press(.control("i"))
        #expect(driver.state.activePage?.url.absoluteString == "http://app.test/", "Ctrl-I is not bound: a terminal sends Tab for it")
        driver.press(.tab)
        #expect(driver.state.activePage?.focusedURL?.absoluteString == "http://app.test/l10")
    }

    @Test func marksComeBackToTheirPlaceAndQuoteQuoteUndoesAJump() {
        var driver = Self.opened()
        driver.type("7j")
        driver.type("ma")
        #expect(driver.status.hasPrefix("Mark a: line 8"), "\(driver.status)")
        driver.press(.character("G"))
        let bottom = Self.top(driver)
        driver.type("'a")
        #expect(Self.top(driver) == 7)
        #expect(driver.rows[1] == "line 8")
        driver.type("''")
        #expect(Self.top(driver) == bottom, "'' goes back to where the last jump left")
        driver.type("'z")
        #expect(driver.status == "No mark z on this page (m then z sets it)")
        #expect(Self.top(driver) == bottom)
        let look = ScreenLook(driver.frame)
        #expect(look.cell(11, 0).foreground == ColorScheme.standard.foreground(for: .error), "a missing mark is an error")
    }

    @Test func marksBelongToTheirPageAndComeBackWithIt() {
        var driver = Self.opened()
        driver.type("20j")
        driver.type("mb")
        driver.visit("http://app.test/next")
        driver.answer("<p>next</p>")
        driver.type("'b")
        #expect(driver.status.hasPrefix("No mark b"))
        driver.press(.character("h"))
        driver.press(.character("G"))
        driver.type("'b")
        #expect(Self.top(driver) == 20)
    }
}
