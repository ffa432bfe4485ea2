import Foundation
import Testing
import Turbo
import UI

/// After a live message the reducer lays out only the blocks around the
/// change, not the page: counted in blocks, not timed. The place and the
/// focus survive as with a whole layout.
@Suite("Browser: incremental layout after changes")
struct BrowserIncrementalLayoutTests {
    private static let blocks = 500
    private static let page = "<title>Log</title><div id=\"log\">"
        + (1...blocks).map { "<p id=\"p\($0)\">Entry \($0) <a href=\"/e\($0)\">open</a></p>" }.joined() + "</div>"

    private func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        return driver
    }

    private func send(_ html: String, to driver: inout BrowserDriver) throws {
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document, html: html, ownRequests: RequestIDHistory())))
    }

    @Test func aLiveAppendLaysOutOneBlockNotThePage() throws {
        var driver = opened()
        try send("<turbo-stream action=\"append\" target=\"log\"><template><p id=\"new\">Entry new</p></template></turbo-stream>",
                 to: &driver)
        let update = try #require(driver.state.stacks[.main].page?.lastUpdate)
        #expect(!update.wholePage)
        #expect(update.relaidBlocks > 0 && update.relaidBlocks <= 2, "laid out again: \(update.relaidBlocks) of \(Self.blocks)")
        #expect(driver.state.stacks[.main].page?.lines.contains { $0.text == "Entry new" } == true)
    }

    @Test func aChangeAboveKeepsTheTopTextAndTheFocusedLink() throws {
        var driver = opened()
        for _ in 0..<200 { driver.press(.down) }
        driver.press(.tab)
        let page = try #require(driver.state.stacks[.main].page)
        let focused = try #require(page.focusedURL)
        let top = driver.rows[1]
        try send("<turbo-stream action=\"after\" target=\"p3\"><template><p>One</p><p>Two <a href=\"/x\">x</a></p></template></turbo-stream>",
                 to: &driver)
        let after = try #require(driver.state.stacks[.main].page)
        #expect(after.lastUpdate?.wholePage == false)
        #expect(driver.rows[1] == top, "\(driver.rows)")
        #expect(after.focusedURL == focused)
        #expect(after.scrollTop == page.scrollTop + 4)
    }

    @Test func replacingTheFocusedLinksBlockKeepsFocusOnTheSameHref() throws {
        var driver = opened()
        for _ in 0..<10 { driver.press(.down) }
        driver.press(.tab)
        let focused = try #require(driver.state.stacks[.main].page?.focusedURL)
        let id = "p\(try #require(Int(focused.lastPathComponent.dropFirst())))"
        try send("<turbo-stream action=\"update\" target=\"\(id)\"><template>Changed <a href=\"\(focused.path)\">open</a></template></turbo-stream>",
                 to: &driver)
        #expect(driver.state.stacks[.main].page?.focusedURL == focused)
        try send("<turbo-stream action=\"remove\" target=\"\(id)\"><template></template></turbo-stream>", to: &driver)
        #expect(driver.state.stacks[.main].page?.focus == nil)
    }

    @Test func theSnapshotCopyKeepsItsOwnLayout() throws {
        var driver = opened()
        let cached = try #require(driver.state.stacks[.main].page?.forCache())
        let lines = cached.lines
        try send("<turbo-stream action=\"prepend\" target=\"log\"><template><p>First</p></template></turbo-stream>", to: &driver)
        #expect(cached.lines == lines)
        #expect(driver.state.stacks[.main].page?.lines.first?.text == "First")
    }

    @Test func theSnapshotCopyLeavesTheShownPagesTemporaryElementsAlone() throws {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/flash")
        driver.answer("<title>Flash</title><p id=flash data-turbo-temporary>Saved!</p><p>Body</p>")
        let page = try #require(driver.state.stacks[.main].page)
        let cached = page.forCache()
        #expect(!cached.lines.contains { $0.text == "Saved!" }, "the cache keeps no flash")
        #expect(page.document?.element(withID: "flash") != nil, "the shown document keeps its flash")
        #expect(driver.state.stacks[.main].page?.lines.contains { $0.text == "Saved!" } == true)
    }
}
