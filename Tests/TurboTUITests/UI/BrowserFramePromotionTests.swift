import Foundation
import Testing
import Turbo
import UI

/// Frame promotion in the browser's reducer (turbo-wire Fr5): a frame
/// navigation with `data-turbo-action` fills the frame, then the page takes
/// the frame's URL and history follows, with no page request and no new page.
@Suite("Browser: frame promotion")
struct BrowserFramePromotionTests {
    private static let page = """
        <title>Frames</title><p>Above the frame</p>
        <turbo-frame id="nav"><p>Frame page 1</p>
        <a href="/frames/2" data-turbo-action="advance">Advance to 2</a>
        <a href="/frames/3" data-turbo-action="replace">Replace with 3</a>
        <a href="/frames/4">Plain 4</a></turbo-frame>
        <turbo-frame id="eager" src="/eager">Loading eager</turbo-frame>
        """

    /// The page shown, its eager frame filled, and the link `number` (1-based) followed.
    private func following(link number: Int) throws -> (BrowserDriver, FrameFetch) {
        var driver = BrowserDriver(rows: 14, columns: 50)
        driver.open("http://app.test/frames")
        driver.answer(Self.page)
        driver.answerFrame(try #require(driver.frameLoads.first), "<turbo-frame id=\"eager\">Eager content</turbo-frame>")
        for _ in 0..<number { driver.press(.tab) }
        driver.press(.enter)
        let load = try #require(driver.frameLoads.last)
        #expect(load.fetch.frameID == "nav")
        return (driver, load)
    }

    private var screen: (BrowserDriver) -> String { { $0.rows.joined(separator: "\n") } }

    @Test func anAdvanceMovesThePageToTheFramesURLWithoutAPageRequest() throws {
        var (driver, load) = try following(link: 1)
        driver.answerFrame(load, "<title>Not this</title><turbo-frame id=\"nav\"><p>Frame page 2</p></turbo-frame>")
        #expect(screen(driver).contains("Frame page 2"), "\(driver.rows)")
        #expect(screen(driver).contains("Eager content"), "the rest of the page stays")
        #expect(driver.rows[0].contains("Frames — http://app.test/frames/2"), "\(driver.rows[0])")
        #expect(driver.visits == ["http://app.test/frames"], "no page request")
        let stack = try #require(driver.browser.navigator?.state.main)
        #expect(stack.entries.map(\.url.path) == ["/frames", "/frames/2"])
        #expect(driver.state.stacks[.main].page?.entryID == stack.top?.id)
    }

    @Test func backShowsThePreviousURLAndFrameFromTheCacheAndForwardComesBack() throws {
        var (driver, load) = try following(link: 1)
        driver.answerFrame(load, "<turbo-frame id=\"nav\"><p>Frame page 2</p></turbo-frame>")
        let loadsBefore = driver.frameLoads.count
        driver.press(.left)
        #expect(screen(driver).contains("Frame page 1"), "\(driver.rows)")
        #expect(!screen(driver).contains("Frame page 2"))
        #expect(screen(driver).contains("Eager content"), "the eager frame was complete: not loaded again")
        #expect(driver.rows[0].hasSuffix("http://app.test/frames") || driver.rows[0].contains("/frames "), "\(driver.rows[0])")
        driver.press(.character("l"))
        #expect(screen(driver).contains("Frame page 2"), "\(driver.rows)")
        #expect(driver.rows[0].contains("/frames/2"))
        #expect(driver.visits == ["http://app.test/frames"], "back and forward make no request")
        #expect(driver.frameLoads.count == loadsBefore, "nor frame loads")
    }

    @Test func aReplaceChangesTheURLAndLeavesNothingBehind() throws {
        var (driver, load) = try following(link: 2)
        driver.answerFrame(load, "<turbo-frame id=\"nav\"><p>Frame page 3</p></turbo-frame>")
        #expect(driver.rows[0].contains("/frames/3"), "\(driver.rows[0])")
        #expect(driver.browser.navigator?.state.main.entries.map(\.url.path) == ["/frames/3"])
        driver.press(.left)
        #expect(screen(driver).contains("Frame page 3"), "nothing to go back to: \(driver.rows)")
    }

    @Test func aFrameNavigationWithoutAnActionKeepsTheURL() throws {
        var (driver, load) = try following(link: 3)
        driver.answerFrame(load, "<turbo-frame id=\"nav\"><p>Frame page 4</p></turbo-frame>")
        #expect(screen(driver).contains("Frame page 4"))
        #expect(!driver.rows[0].contains("/frames/4"), "\(driver.rows[0])")
        #expect(driver.browser.navigator?.state.main.entries.map(\.url.path) == ["/frames"])
    }

    @Test func aMissingFrameOrAFailedAnswerDoesNotMoveThePage() throws {
        var (driver, load) = try following(link: 1)
        driver.answerFrame(load, "<p>no frame here</p>")
        #expect(screen(driver).contains(FrameSwap.missingText))
        #expect(driver.browser.navigator?.state.main.entries.map(\.url.path) == ["/frames"])
        var (failed, failedLoad) = try following(link: 1)
        failed.answerFrame(failedLoad, "<turbo-frame id=\"nav\"><p>Not found</p></turbo-frame>", status: 404)
        #expect(failed.browser.navigator?.state.main.entries.map(\.url.path) == ["/frames"])
    }

    @Test func aFormInAFrameWithAnActionIsPromotedOnSuccess() throws {
        var driver = BrowserDriver(rows: 14, columns: 50)
        driver.open("http://app.test/search")
        driver.answer("""
            <title>Search</title><turbo-frame id="results" data-turbo-action="advance">
            <form action="/search" method="get"><input name="q" value="cats"><button>Find</button></form></turbo-frame>
            """)
        driver.press(.tab, .tab)
        driver.press(.enter)
        let sent = try #require(driver.sentForms.first)
        #expect(sent.submission.frameTarget.frameID == "results")
        driver.answerForm("<turbo-frame id=\"results\"><p>Found cats</p></turbo-frame>")
        #expect(screen(driver).contains("Found cats"), "\(driver.rows)")
        #expect(driver.rows[0].contains("/search?q=cats"), "\(driver.rows[0])")
        driver.press(.left)
        #expect(screen(driver).contains("Find"), "back: the form as it was: \(driver.rows)")
        #expect(!screen(driver).contains("Found cats"))
    }

    @Test func twoLinksToTheSameURLAreTwoLinks() throws {
        var driver = BrowserDriver(rows: 14, columns: 50)
        driver.open("http://app.test/frames")
        driver.answer("""
            <title>Frames</title><turbo-frame id="nav"><a href="/frames/2">Page 2</a></turbo-frame>
            <a href="/frames/2" data-turbo-frame="nav" data-turbo-action="advance">Page 2, promoted</a>
            """)
        driver.press(.tab, .tab, .enter)
        let load = try #require(driver.frameLoads.last)
        driver.answerFrame(load, "<turbo-frame id=\"nav\"><p>Frame page 2</p></turbo-frame>")
        #expect(driver.rows[0].contains("/frames/2"), "the second link promotes: \(driver.rows[0])")
    }

    @Test func aLazyFrameWithItsOwnActionPromotesWhenItAppears() throws {
        var driver = BrowserDriver(rows: 14, columns: 50)
        driver.open("http://app.test/list")
        driver.answer("<title>List</title><turbo-frame id=\"more\" src=\"/list?page=2\" loading=\"lazy\" data-turbo-action=\"replace\">…</turbo-frame>")
        let load = try #require(driver.frameLoads.last)
        driver.answerFrame(load, "<turbo-frame id=\"more\"><p>Page two</p></turbo-frame>")
        #expect(screen(driver).contains("Page two"))
        #expect(driver.rows[0].contains("/list?page=2"), "\(driver.rows[0])")
    }

    @Test func aNoCachePageIsLoadedAgainOnBack() throws {
        var driver = BrowserDriver(rows: 14, columns: 50)
        driver.open("http://app.test/frames")
        driver.answer("<meta name=\"turbo-cache-control\" content=\"no-cache\">" + Self.page)
        driver.press(.tab, .enter)
        let load = try #require(driver.frameLoads.last { $0.fetch.frameID == "nav" })
        #expect(driver.state.stacks[.main].frameLoads[load.ticket]?.pageBefore == nil, "no copy the cache would not keep")
        driver.answerFrame(load, "<turbo-frame id=\"nav\"><p>Frame page 2</p></turbo-frame>")
        #expect(driver.rows[0].contains("/frames/2"))
        driver.press(.left)
        #expect(driver.visits == ["http://app.test/frames", "http://app.test/frames"], "back loads the page")
    }
}
