import Testing
import Render
import Turbo
import UI

/// `SearchTextPreparer` through the reducer: the page's search text is
/// asked for when a search starts, used once it comes, and asked for again
/// for a new layout.
@Suite("Search: the page's text, asked for and used")
struct BrowserSearchTextTests {
    private static func loaded() -> BrowserDriver {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/")
        let rows = (0..<2_500).map { "row \($0)" }.joined(separator: "\n")
        driver.answer("<title>Rows</title><pre>\(rows)</pre>")
        return driver
    }

    private static func requests(_ driver: BrowserDriver) -> [SearchTextRequest] {
        driver.effects.compactMap {
            if case .prepareSearchText(let request) = $0 { return request }
            return nil
        }
    }

    @Test func theTextIsAskedForOncePerLayoutAndUsed() throws {
        var driver = Self.loaded()
        #expect(Self.requests(driver).isEmpty, "no search, no text")
        driver.type("/")
        let request = try #require(Self.requests(driver).first)
        #expect(request.lines.count >= SearchTextPreparer.minimumRows)
        driver.type("row 24")
        #expect(Self.requests(driver).count == 1, "asked for once")
        driver.send(.searchTextMade(stack: request.stack, key: request.key, request.run()))
        #expect(driver.state.activePage?.searchText != nil, "kept by the page")
        let rows = try #require(driver.state.activePage?.lines).indices.filter {
            driver.state.activePage!.lines[$0].text.contains("row 24")
        }
        #expect(rows.count == 111, "row 24, 240 to 249 and 2400 to 2499: \(rows.count)")
        driver.press(.enter)
        #expect(driver.state.chrome.searchRow == rows[0])
        driver.type("n")
        #expect(driver.state.chrome.searchRow == rows[1])
        driver.type("N")
        driver.type("N")
        #expect(driver.state.chrome.searchRow == rows.last, "back past the first: from the bottom")

        driver.send(.input(.resize(ScreenSize(rows: 10, columns: 30))))
        driver.wait(milliseconds: 100)
        #expect(driver.state.activePage?.searchText == nil, "made for the old layout")
        let again = try #require(Self.requests(driver).last)
        #expect(again.key == driver.state.activePage?.searchTextKey, "asked for again while the search is in force")
        driver.send(.searchTextMade(stack: again.stack, key: again.key, again.run()))
        #expect(driver.state.activePage?.searchText != nil)
        driver.send(.searchTextMade(stack: request.stack, key: request.key, request.run()))
        #expect(driver.state.activePage?.searchText?.rowCount == driver.state.activePage?.lines.count,
                "a text for the old layout that comes late is not kept")
    }

    /// An answer for a page no longer shown is dropped.
    @Test func aTextForAnotherPageIsNotKept() throws {
        var driver = Self.loaded()
        driver.type("/")
        let request = try #require(Self.requests(driver).first)
        driver.press(.escape)
        driver.open("http://app.test/other")
        driver.answer("<title>Other</title><p>other")
        driver.send(.searchTextMade(stack: request.stack, key: request.key, request.run()))
        #expect(driver.state.activePage?.searchText == nil)
    }
}
