import Foundation
import Testing
import Turbo

/// A link that drives a `<turbo-frame>` is prefetched as Turbo 8 does
/// (`link_prefetch_observer.js` `prepareRequest`): its GET carries
/// `Turbo-Frame` beside `X-Sec-Purpose`, and following it fills the frame
/// with that answer (the frame's fetch takes the cached request on
/// `turbo:before-fetch-request`), also while it is still on its way. What
/// Turbo does not use (another URL, an answer past the cache time) is not used.
@Suite("Prefetch of links that drive a frame")
struct BrowserFramePrefetchTests {
    static let page = """
        <title>Frames</title><p>Above the frame</p>
        <turbo-frame id="nav"><p>Frame page one</p><a href="/frames/2">Second</a> <a href="/frames/3">Third</a></turbo-frame>
        <p><a href="/frames/4" data-turbo-frame="nav">Fourth from outside</a></p>
        """
    static let second = #"<title>Two</title><turbo-frame id="nav"><p>Frame page two</p></turbo-frame>"#

    static func loaded(_ html: String = page) -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 50)
        driver.open("http://app.test/frames")
        driver.answer(html)
        return driver
    }

    var screen: (BrowserDriver) -> String { { $0.rows.joined(separator: "\n") } }

    @Test func theFrameLinksPrefetchCarriesTurboFrameAndFollowingItFillsTheFrameWithoutALoad() throws {
        var driver = Self.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        #expect(fetch.url.absoluteString == "http://app.test/frames/2")
        #expect(fetch.frameID == "nav")
        var requests = TurboRequestFactory()
        let request = requests.request(for: fetch.fetch)
        let headers = Dictionary(request.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(headers["X-Sec-Purpose"] == "prefetch")
        #expect(headers["Turbo-Frame"] == "nav")
        #expect(headers["Accept"] == AcceptHeader.value(acceptsStream: false), "what the frame's own load accepts")
        #expect(headers["Referer"] == "http://app.test/frames")
        #expect(headers["X-Turbo-Request-Id"] != nil)
        BrowserPrefetchTests.answer(fetch, Self.second, in: &driver)
        #expect(!screen(driver).contains("Frame page two"), "a prefetch never changes what is shown")

        driver.press(.enter)
        #expect(driver.frameLoads.isEmpty, "no request for the frame")
        #expect(screen(driver).contains("Frame page two"), "\(driver.rows)")
        #expect(screen(driver).contains("Above the frame"), "the page stays")
        #expect(driver.visits == ["http://app.test/frames"])
        #expect(driver.element("nav")?.attribute("src") == "http://app.test/frames/2")
        #expect(!driver.state.isBusy)
    }

    @Test func aLinkOutsideNamingTheFrameIsPrefetchedForIt() throws {
        var driver = Self.loaded()
        driver.press(.tab, .tab, .tab)
        #expect(driver.state.activePage?.focusedURL?.path == "/frames/4")
        driver.wait(milliseconds: 100)
        let fetch = try #require(BrowserPrefetchTests.prefetches(driver).last)
        #expect(fetch.url.path == "/frames/4")
        #expect(fetch.frameID == "nav")
        BrowserPrefetchTests.answer(fetch, #"<turbo-frame id="nav"><p>Frame page four</p></turbo-frame>"#, in: &driver)
        driver.press(.enter)
        #expect(driver.frameLoads.isEmpty)
        #expect(screen(driver).contains("Frame page four"), "\(driver.rows)")
    }

    @Test func aFrameLinkFollowedWhileItsPrefetchIsOnItsWayTakesThatAnswer() throws {
        var driver = Self.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        driver.press(.enter)
        #expect(driver.frameLoads.isEmpty, "the prefetch on its way is the frame's request")
        #expect(driver.state.isBusy, "the frame load waits for it")
        BrowserPrefetchTests.answer(fetch, Self.second, in: &driver)
        #expect(!driver.state.isBusy)
        #expect(screen(driver).contains("Frame page two"), "\(driver.rows)")
        #expect(BrowserPrefetchTests.prefetches(driver).count == 1)
    }

    @Test func aFailedPrefetchOnItsWayIsTheFramesFailure() throws {
        var driver = Self.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        driver.press(.enter)
        driver.send(.prefetchFinished(fetch, .failure(.connectionRefused(host: "app.test"))))
        #expect(!driver.state.isBusy)
        #expect(driver.state.chrome.message?.text.contains("Frame \"nav\" could not load") == true, "\(String(describing: driver.state.chrome.message))")
    }

    @Test func anAnswerPastTheCacheTimeIsNotUsed() throws {
        var driver = Self.loaded(#"<head><meta name="turbo-prefetch-cache-time" content="1000"></head>"# + Self.page)
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        BrowserPrefetchTests.answer(fetch, Self.second, in: &driver)
        driver.wait(milliseconds: 1000)
        driver.press(.enter)
        let load = try #require(driver.frameLoads.first, "the frame asks for itself")
        #expect(load.fetch.url.path == "/frames/2")
        #expect(load.fetch.frameID == "nav")
        #expect(!load.fetch.isPrefetch)
    }

    @Test func anotherLinkFollowedAsksForItselfAndEmptiesTheCache() throws {
        var driver = Self.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        BrowserPrefetchTests.answer(fetch, Self.second, in: &driver)
        // A click on "Third", in the frame beside the focused "Second".
        let row = try #require(driver.rows.firstIndex { $0.contains("Third") })
        let column = try #require(driver.rows[row].range(of: "Third")).lowerBound.utf16Offset(in: driver.rows[row])
        driver.click(row: row, column: column)
        let load = try #require(driver.frameLoads.first)
        #expect(load.fetch.url.path == "/frames/3", "another URL: the prefetch of /frames/2 is not its answer")
        #expect(driver.state.prefetcher.cache.url == nil, "a load empties the cache, as any GET in Turbo")
    }

    @Test func aLinkToTheTopOfAFrameIsAPageVisitWithAPagePrefetch() throws {
        var driver = Self.loaded("""
            <title>Frames</title><turbo-frame id="nav"><a href="/elsewhere" data-turbo-frame="_top">Leave</a></turbo-frame>
            """)
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        #expect(fetch.frameID == nil, "no Turbo-Frame for _top")
        BrowserPrefetchTests.answer(fetch, "<title>Elsewhere</title><p>The other page</p>", in: &driver)
        driver.press(.enter)
        #expect(driver.visits == ["http://app.test/frames"], "the page visit took the prefetch")
        #expect(screen(driver).contains("The other page"))
    }

    @Test func aFramesPrefetchIsNoAnswerForAPageVisitOfItsURL() throws {
        var driver = Self.loaded()
        let fetch = try BrowserPrefetchTests.focusNextAndWait(&driver)
        BrowserPrefetchTests.answer(fetch, Self.second, in: &driver)
        // The same URL typed in as a page visit: a frame's answer is not a page's.
        driver.visit("http://app.test/frames/2")
        #expect(driver.visits == ["http://app.test/frames", "http://app.test/frames/2"])
    }
}
