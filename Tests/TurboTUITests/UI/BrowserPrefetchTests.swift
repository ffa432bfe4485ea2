import Foundation
import Testing
import Net
import Turbo
import UI

/// The focused link's prefetch and the preload links, through the reducer
/// with a clock the test moves (turbo-wire R6): the GET goes out only after
/// the link kept the focus for 100 ms, carries `X-Sec-Purpose: prefetch`,
/// and following the link takes its answer instead of a second request.
@Suite("Prefetch and preload in the browser")
struct BrowserPrefetchTests {
    static let page = """
        <title>Links</title><p><a href="/a">A</a> <a href="/b">B</a> <a href="/c" data-turbo-prefetch="false">C</a></p>
        """

    static func loaded(_ html: String = page) -> BrowserDriver {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/")
        driver.answer(html)
        return driver
    }

    static func prefetches(_ driver: BrowserDriver) -> [PrefetchFetch] {
        driver.effects.compactMap {
            if case .prefetch(let fetch) = $0 { return fetch }
            return nil
        }
    }

    /// Tabs to the next link and lets it keep the focus for the delay: the prefetch sent for it.
    static func focusNextAndWait(_ driver: inout BrowserDriver) throws -> PrefetchFetch {
        driver.press(.tab)
        driver.wait(milliseconds: 100)
        return try #require(prefetches(driver).last)
    }

    static func answer(_ fetch: PrefetchFetch, _ html: String, in driver: inout BrowserDriver, status: Int = 200) {
        let response = HTTPResponse(status: status, url: fetch.url, headers: [("Content-Type", "text/html")], body: Array(html.utf8))
        driver.send(.prefetchFinished(fetch, .success(response)))
    }

    /// `html` shown from a host that is not the app's, as it is and loading
    /// Turbo: the first a page Turbo does not drive, the second one it does.
    static func onAPlainHost(_ html: String) -> [(BrowserDriver, drivenByTurbo: Bool)] {
        let withTurbo = "<script type=\"module\" src=\"/assets/turbo.min.js\"></script>" + html
        return [(html, false), (withTurbo, true)].map { page, drivenByTurbo in
            var driver = BrowserDriver(rows: 10, columns: 40, configuration: BrowserConfiguration())
            driver.open("http://plain.test/")
            driver.answer(page)
            return (driver, drivenByTurbo)
        }
    }

    /// Turbo prefetches; a page it does not drive (no Turbo on it, on a host
    /// that is not the app's) is a plain browser's, whose links are full
    /// loads that would not take a prefetched answer: none is asked for. The
    /// same page loading Turbo prefetches.
    @Test func onlyAPageTurboDrivesPrefetches() throws {
        for (var driver, drivenByTurbo) in Self.onAPlainHost(Self.page) {
            driver.press(.tab)
            driver.wait(milliseconds: 500)
            #expect(Self.prefetches(driver).count == (drivenByTurbo ? 1 : 0), "Turbo on the page: \(drivenByTurbo)")
        }
    }

    @Test func aLinkThatKeepsTheFocusIsPrefetchedAfterTheDelay() throws {
        var driver = Self.loaded()
        driver.press(.tab)
        driver.wait(milliseconds: 99)
        #expect(Self.prefetches(driver).isEmpty, "not before 100 ms")
        #expect(driver.state.nextDeadline != nil, "the loop wakes for it")
        driver.wait(milliseconds: 1)
        let fetch = try #require(Self.prefetches(driver).first)
        #expect(fetch.url.absoluteString == "http://app.test/a")
        #expect(fetch.purpose == .prefetch)
        var requests = TurboRequestFactory()
        let request = requests.request(for: fetch.fetch)
        #expect(request.headers.contains { $0.name == "X-Sec-Purpose" && $0.value == "prefetch" })
        #expect(request.headers.contains { $0.name == "Referer" && $0.value == "http://app.test/" })
        #expect(driver.state.loading == nil, "a prefetch is no visit: nothing on screen waits")
        driver.wait(milliseconds: 500)
        #expect(Self.prefetches(driver).count == 1, "sent once")
    }

    /// The page's settings are read once per version of its document (a page
    /// without them is walked to its end: 40 ms a Tab on the 8 MB page), and
    /// read again once a stream changes it.
    @Test func aSettingAStreamAddsHoldsForTheNextLink() throws {
        var driver = Self.loaded("<title>Links</title><p id=top><a href='/a'>A</a> <a href='/b'>B</a></p>")
        _ = try Self.focusNextAndWait(&driver)
        let version = try #require(driver.state.activePage?.documentVersion)
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document,
                                      html: "<turbo-stream action=append target=top><template><meta name=turbo-prefetch content=false>"
                                          + "</template></turbo-stream>", ownRequests: RequestIDHistory())))
        #expect(driver.state.activePage?.documentVersion != version, "the stream changed the document")
        driver.press(.tab)
        driver.wait(milliseconds: 200)
        #expect(Self.prefetches(driver).map(\.url.path) == ["/a"], "B is not prefetched once the page turns it off")
    }

    @Test func followingThePrefetchedLinkShowsItsAnswerWithoutARequest() throws {
        var driver = Self.loaded()
        let fetch = try Self.focusNextAndWait(&driver)
        Self.answer(fetch, "<title>A</title><p>Page A</p>", in: &driver)
        #expect(!driver.rows.contains("Page A"), "a prefetch never changes what is shown")
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/"], "no request for /a")
        #expect(driver.rows.contains("Page A"), "\(driver.rows)")
        #expect(driver.state.navigator?.state.main.entries.count == 2)
    }

    @Test func aLinkFollowedWhileItsPrefetchIsOnItsWayTakesThatAnswer() throws {
        var driver = Self.loaded()
        let fetch = try Self.focusNextAndWait(&driver)
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/"], "the prefetch on its way is the visit's request")
        #expect(driver.state.loading != nil, "the visit waits for it")
        driver.press(.tab)
        Self.answer(fetch, "<title>A</title><p>Page A</p>", in: &driver)
        #expect(driver.state.loading == nil)
        #expect(driver.rows.contains("Page A"), "\(driver.rows)")
    }

    @Test func anAnswerOlderThanTheCacheTimeIsFetchedAgain() throws {
        var driver = Self.loaded(#"<head><meta name="turbo-prefetch-cache-time" content="1000"></head>"# + Self.page)
        let fetch = try Self.focusNextAndWait(&driver)
        Self.answer(fetch, "<title>A</title><p>Page A</p>", in: &driver)
        driver.wait(milliseconds: 1000)
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/", "http://app.test/a"])
    }

    @Test func movingTheFocusOnDropsThePrefetch() throws {
        var driver = Self.loaded()
        let fetch = try Self.focusNextAndWait(&driver)
        driver.press(.tab)
        Self.answer(fetch, "<title>A</title><p>Page A</p>", in: &driver)
        driver.press(.backTab)
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/", "http://app.test/a"], "the answer came for a link no longer focused")
    }

    @Test func anExcludedLinkIsNeverPrefetchedAndAFailureIsSilent() throws {
        var driver = Self.loaded()
        driver.press(.tab, .tab, .tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/c")
        driver.wait(milliseconds: 300)
        #expect(Self.prefetches(driver).isEmpty, "C says data-turbo-prefetch false; A and B lost the focus at once")
        driver.press(.backTab)
        driver.wait(milliseconds: 100)
        let fetch = try #require(Self.prefetches(driver).last)
        #expect(fetch.url.path == "/b")
        driver.send(.prefetchFinished(fetch, .failure(.connectionRefused(host: "app.test"))))
        #expect(driver.state.chrome.message == nil, "a prefetch that fails says nothing")
        Self.answer(fetch, "<title>B</title><p>Server error</p>", in: &driver, status: 500)
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/", "http://app.test/b"], "nothing kept: the visit asks")
    }

    @Test func aPreloadLinkFillsTheSnapshotCacheAndIsShownAtOnce() throws {
        var driver = Self.loaded("""
            <title>Home</title><p><a href="/news" data-turbo-preload>News</a> <a href="/other.pdf" data-turbo-preload>PDF</a></p>
            """)
        let preloads = Self.prefetches(driver)
        #expect(preloads.map(\.url.path) == ["/news"], "sent when the page is shown; the PDF is no page")
        let fetch = try #require(preloads.first)
        #expect(fetch.purpose == .preload(driver.liveOwner(.main)))
        Self.answer(fetch, "<title>News</title><p>Preloaded news</p>", in: &driver)
        #expect(!driver.rows.contains("Preloaded news"), "a preload never changes what is shown")
        driver.press(.tab, .enter)
        #expect(driver.visits == ["http://app.test/", "http://app.test/news"], "the fresh visit still runs")
        #expect(driver.rows.contains("Preloaded news"), "the copy is shown at once: \(driver.rows)")
        #expect(driver.state.loading != nil)
        driver.answer("<title>News</title><p>Fresh news</p>")
        #expect(driver.rows.contains("Fresh news"))
        #expect(Self.prefetches(driver).count == 1, "the news page has no preload links")
    }
}
