import Foundation
import Testing
import UI

/// History as Turbo keeps it for links: `data-turbo-action="replace"` takes
/// the shown page's place, and an anchor on the page adds an entry.
@Suite("Browser: replace links and anchors in history")
struct BrowserHistoryActionTests {
    @Test func aReplaceLinkTakesTheShownPagesPlaceSoBackSkipsIt() {
        var driver = BrowserDriver(rows: 10, columns: 50)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p><a href=/one>Basic navigation</a></p>")
        driver.press(.tab, .enter)
        driver.answer("<title>One</title><p><a href=/two data-turbo-action=replace>Replace with page two</a></p>")
        driver.press(.tab, .enter)
        #expect(driver.visits.last == "http://app.test/two")
        driver.answer("<title>Two</title><p>Page two</p>")
        driver.press(.character("h"))
        #expect(driver.rows[0].hasPrefix(" Home"), "back goes to Home, as in Turbo: \(driver.rows)")
    }

    @Test func anAnchorLinkAddsAnEntryAndBackReturnsToTheTopWithoutARequest() {
        var driver = BrowserDriver(rows: 10, columns: 50)
        driver.open("http://app.test/long")
        driver.answer("<title>Long</title><p><a href=#bottom>Jump to the bottom</a></p>"
                      + (1...40).map { "<p>filler \($0)</p>" }.joined() + "<p id=bottom>The bottom</p>")
        let visits = driver.visits.count
        driver.press(.tab, .enter)
        #expect(driver.visits.count == visits, "no request")
        #expect(driver.rows.contains("The bottom"))
        #expect(driver.rows[0].contains("/long#bottom"))
        driver.press(.character("h"))
        #expect(driver.visits.count == visits, "back is from the page cache")
        #expect(driver.state.activePage?.scrollTop == 0, "back at the top: \(driver.rows)")
        #expect(driver.rows[0].hasSuffix("/long"), "\(driver.rows[0])")
        driver.press(.character("l"))
        #expect(driver.rows.contains("The bottom"), "forward returns to the anchor")
    }

    /// A heading's permalink holds the id and only a mark ("#"), as Node's
    /// documentation has it: the anchor is the heading, not the first row
    /// that starts with "#" (a contents list drawn with "#" bullets).
    @Test func anAnchorOnAHeadingsPermalinkFindsTheHeading() {
        var driver = BrowserDriver(rows: 10, columns: 50)
        driver.open("http://app.test/docs")
        driver.answer("<title>Docs</title><ul><li><a href=#usage>Usage</a><ul><li>a<ul><li>b<ul><li>deep entry</li></ul></li></ul></li></ul></li></ul>"
                      + (1...40).map { "<p>filler \($0)</p>" }.joined()
                      + "<h2>Usage<span><a class=mark href=#usage id=usage>#</a></span></h2><p>How to use it</p>")
        #expect(driver.rows.contains { $0.contains("# deep entry") }, "the contents list has a row that starts with a bullet mark")
        driver.press(.tab, .enter)
        #expect(driver.rows[0].contains("/docs#usage"))
        #expect(driver.rows.contains { $0.contains("How to use it") }, "at the heading: \(driver.rows)")
    }
}
