import Foundation
import Testing
import UI

/// Which pages send their `data-turbo-preload` links, now that the page
/// itself says it did (`PageView.preloadsSent`): once per page on screen,
/// again for a page restored from the snapshot cache (Turbo preloads on
/// every render, skipping pages the cache has), never again for a new
/// layout of the same page; a closed tab leaves nothing behind.
@Suite("Preload links: once per page shown")
struct BrowserPreloadTests {
    static let home = """
        <title>Home</title><p><a href="/news" data-turbo-preload>News</a> <a href="/about">About</a></p>
        """

    static func preloads(_ driver: BrowserDriver, after count: Int = 0) -> [PrefetchFetch] {
        BrowserPrefetchTests.prefetches(driver).dropFirst(count).filter { $0.purpose != .prefetch }
    }

    /// Turbo preloads; a page it does not drive (no Turbo on it, on a host
    /// that is not the app's) is a plain browser's, whose links are full
    /// loads that show no cached copy: none is fetched. The same page
    /// loading Turbo preloads its link.
    @Test func onlyAPageTurboDrivesPreloads() throws {
        for (driver, drivenByTurbo) in BrowserPrefetchTests.onAPlainHost(Self.home) {
            #expect(Self.preloads(driver).map(\.url.path) == (drivenByTurbo ? ["/news"] : []), "Turbo on the page: \(drivenByTurbo)")
        }
    }

    @Test func aPageRestoredFromTheCacheReadsItsPreloadLinksAgainSkippingCachedPages() throws {
        var driver = BrowserPrefetchTests.loaded(Self.home)
        let first = try #require(Self.preloads(driver).first)
        // The first preload fails: the restored page asks again.
        BrowserPrefetchTests.answer(first, "<p>Busy</p>", in: &driver, status: 503)
        driver.press(.tab, .tab, .enter)
        driver.answer("<title>About</title><p>About us</p>")
        #expect(Self.preloads(driver).count == 1, "the about page has no preload links")
        driver.press(.left)
        #expect(driver.rows.contains { $0.contains("News") })
        let again = Self.preloads(driver)
        #expect(again.map(\.url.path) == ["/news", "/news"], "restored: read again, and the news page is not cached")
        let second = try #require(again.last)
        BrowserPrefetchTests.answer(second, "<title>News</title><p>Preloaded news</p>", in: &driver)

        driver.press(.tab, .tab, .enter)
        driver.answer("<title>About</title><p>About us</p>")
        driver.press(.left)
        #expect(Self.preloads(driver).count == 2, "the news page is in the cache now: not fetched a third time")
    }

    /// Turbo's frame view preloads the links of what it rendered: a frame a
    /// followed link filled reads the preload links of its new content, and
    /// only those (the page's own were sent when it was shown). A link that
    /// drives the frame is not preloaded (its answer is no page); one that
    /// leaves it (`data-turbo-frame="_top"`) is.
    @Test func aFrameFilledByAFollowedLinkReadsThePreloadLinksOfItsNewContent() throws {
        var driver = BrowserPrefetchTests.loaded("""
            <title>Home</title><p><a href="/news" data-turbo-preload>News</a></p>
            <p><a href="/panel/2" data-turbo-frame="panel">Next panel</a></p>
            <turbo-frame id="panel"><p>Panel one</p></turbo-frame>
            """)
        #expect(Self.preloads(driver).map(\.url.path) == ["/news"])
        driver.press(.tab, .tab, .enter)
        let load = try #require(driver.frameLoads.last)
        #expect(load.fetch.url.path == "/panel/2")
        #expect(Self.preloads(driver).count == 1, "following the link preloads nothing")
        driver.answerFrame(load, """
            <turbo-frame id="panel"><p>Panel two</p><a href="/panel/3" data-turbo-preload>Panel three</a>
            <a href="/team" data-turbo-frame="_top" data-turbo-preload>Team</a></turbo-frame>
            """)
        #expect(driver.rows.contains { $0.contains("Panel two") })
        #expect(Self.preloads(driver).map(\.url.path) == ["/news", "/team"], "the frame's new link, not the page's again")
        driver.wait(milliseconds: 200)
        #expect(Self.preloads(driver).count == 2, "once")
    }

    @Test func aResizeSendsNoPreloadAgain() {
        var driver = BrowserPrefetchTests.loaded(Self.home)
        #expect(Self.preloads(driver).count == 1)
        driver.send(.input(.resize(ScreenSize(rows: 10, columns: 24))))
        driver.wait(milliseconds: 200)
        #expect(driver.state.activePage?.rendered.width == 24)
        #expect(Self.preloads(driver).count == 1)
    }

    @Test func aWorkersNewLayoutOfABigPageSendsNoPreloadAgain() throws {
        let html = BrowserPrefetchFocusTests.long + #"<p><a href="/news" data-turbo-preload>News</a></p>"#
        var driver = BrowserDriver(configuration: BrowserPreparationTests.everyAnswerInBackground)
        driver.open("http://app.test/long")
        driver.answer(html)
        let preparation = try #require(BrowserPreparationTests.preparation(in: driver.effects))
        driver.send(.pagePrepared(ticket: try #require(preparation.visit), try #require(preparation.run())))
        #expect(Self.preloads(driver).map(\.url.path) == ["/news"])
        let effects = driver.effects.count
        driver.send(.input(.resize(ScreenSize(rows: 12, columns: 24))))
        driver.wait(milliseconds: 200)
        let relayout = try #require(BrowserRelayoutTests.relayout(in: driver.effects.dropFirst(effects)))
        driver.send(.pageRelaidOut(ticket: try #require(relayout.layout), try #require(relayout.run())))
        #expect(driver.state.activePage?.isRelaidOut == true)
        driver.wait(milliseconds: 100)
        #expect(Self.preloads(driver).count == 1, "a new document of the same page, whose links were sent")
    }

    /// A worker's walk of the document says whether any element asks to be
    /// preloaded: without one, the links of a big page are not read on the
    /// loop; with one, they are, as for a page made on the loop.
    @Test func aWorkersWalkTellsWhetherThePageHasLinksToPreload() throws {
        for (marked, html) in [(false, BrowserPrefetchFocusTests.long),
                               (true, BrowserPrefetchFocusTests.long + #"<p><a href="/news" data-turbo-preload>News</a></p>"#)] {
            var driver = BrowserDriver(configuration: BrowserPreparationTests.everyAnswerInBackground)
            driver.open("http://app.test/long")
            driver.answer(html)
            let preparation = try #require(BrowserPreparationTests.preparation(in: driver.effects))
            let prepared = try #require(preparation.run())
            #expect(prepared.facts?.hasPreloadMarks == marked)
            driver.send(.pagePrepared(ticket: try #require(preparation.visit), prepared))
            #expect(Self.preloads(driver).map(\.url.path) == (marked ? ["/news"] : []))
            #expect(driver.state.activePage?.preloadsSent == true)
        }
    }

    @Test func aNewPageInTheSameStackReadsItsOwnLinks() throws {
        var driver = BrowserPrefetchTests.loaded(Self.home)
        driver.press(.tab, .tab, .enter)
        driver.answer(#"<title>About</title><p><a href="/team" data-turbo-preload>Team</a></p>"#)
        #expect(Self.preloads(driver).map(\.url.path) == ["/news", "/team"])
        driver.press(.character("r"))
        driver.answer(#"<title>About</title><p><a href="/team" data-turbo-preload>Team</a></p>"#)
        #expect(Self.preloads(driver).map(\.url.path) == ["/news", "/team", "/team"],
                "reloaded: a new page, and /team's preload never answered")
    }

    @Test func aClosedTabsPreloadIsDroppedAndANewTabReadsItsPageAnew() throws {
        var driver = BrowserTabTests.opened()
        BrowserTabTests.openTwo(&driver, Self.home)
        #expect(driver.state.tabs.count == 2)
        let sent = try #require(Self.preloads(driver).last)
        let closed = driver.state.tabs.current.id
        #expect(sent.purpose == .preload(LiveOwner(tab: closed, stack: .main)))
        driver.press(.character("c"))
        #expect(driver.state.tabs.count == 1)
        BrowserPrefetchTests.answer(sent, "<title>News</title><p>Preloaded news</p>", in: &driver)
        #expect(driver.state.tabs.all.allSatisfy { tab in
                    var snapshots = tab.stacks[.main].snapshots
                    return snapshots.preview(for: sent.url) == nil
                },
                "the answer for a closed tab goes nowhere")

        BrowserTabTests.openTwo(&driver, Self.home)
        let again = try #require(Self.preloads(driver).last)
        #expect(Self.preloads(driver).count == 2)
        #expect(again.purpose == .preload(LiveOwner(tab: driver.state.tabs.current.id, stack: .main)))
        #expect(driver.state.tabs.current.id != closed)
    }
}
