import Foundation
import Testing
import UI

/// Turbo prefetches on the pointer entering a link; here the reader's
/// moves of the focus stand for it. Focus the reader did not move there
/// (back restores it, a new layout keeps it) and a link being followed
/// are no pointer entering: nothing is fetched for them.
@Suite("Prefetch: only the reader's moves of the focus")
struct BrowserPrefetchFocusTests {
    @Test func theFocusBackRestoresIsNotPrefetchedUntilTheReaderMovesIt() throws {
        var driver = BrowserPrefetchTests.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        BrowserPrefetchTests.answer(fetch, "<title>A</title><p>Page A</p>", in: &driver)
        driver.press(.enter)
        #expect(driver.rows.contains("Page A"))
        driver.press(.left)
        #expect(driver.state.activePage?.focusedURL?.path == "/a", "back restores the focus on the link followed")
        driver.wait(milliseconds: 300)
        #expect(BrowserPrefetchTests.prefetches(driver).count == 1, "a restored focus is no pointer on the link")
        #expect(driver.state.nextDeadline == nil)
        driver.press(.tab, .backTab)
        driver.wait(milliseconds: 100)
        #expect(BrowserPrefetchTests.prefetches(driver).map(\.url.path) == ["/a", "/a"], "the reader moved it back: fetched again")
    }

    @Test func aClickedLinkIsFollowedWithoutAPrefetchBehindIt() throws {
        var driver = BrowserPrefetchTests.loaded()
        driver.click(row: 1, column: 0)
        #expect(driver.visits == ["http://app.test/", "http://app.test/a"])
        #expect(driver.state.activePage?.focusedURL?.path == "/a", "the click focused the link")
        driver.wait(milliseconds: 300)
        #expect(BrowserPrefetchTests.prefetches(driver).isEmpty, "its visit is on its way: no prefetch of the same page")
    }

    @Test func aFrameLinkClickedIsNotPrefetchedOnceItsFrameIsFilled() throws {
        var driver = BrowserFramePrefetchTests.loaded()
        let row = try #require(driver.rows.firstIndex { $0.contains("Fourth from outside") })
        driver.click(row: row, column: 0)
        let load = try #require(driver.frameLoads.first)
        driver.answerFrame(load, #"<turbo-frame id="nav"><p>Frame page four</p></turbo-frame>"#)
        #expect(driver.state.activePage?.focusedURL?.path == "/frames/4", "the link outside the frame keeps the focus")
        driver.wait(milliseconds: 300)
        #expect(BrowserPrefetchTests.prefetches(driver).isEmpty)
    }

    static let long = "<title>Long</title>" + (0..<200).map { $0 % 10 == 0 ? "<p><a href='/p\($0)'>go \($0)</a></p>" : "<p>line \($0)</p>" }
        .joined()

    @Test func aNewLayoutOfThePageKeepsTheFocusedLinksPrefetch() throws {
        var driver = BrowserDriver(configuration: BrowserPreparationTests.everyAnswerInBackground)
        driver.open("http://app.test/long")
        driver.answer(Self.long)
        let preparation = try #require(BrowserPreparationTests.preparation(in: driver.effects))
        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        #expect(fetch.url.path == "/p0")
        BrowserPrefetchTests.answer(fetch, "<title>P0</title><p>Page zero</p>", in: &driver)

        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)))
        let before = driver.state.activePage?.shownDocument
        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.activePage?.shownDocument !== before, "new elements for the same links")
        #expect(driver.state.activePage?.focusedURL?.path == "/p0")
        driver.wait(milliseconds: 300)
        #expect(BrowserPrefetchTests.prefetches(driver).count == 1, "the same link, not fetched again")

        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/long"], "the kept answer is the visit's")
    }
}
