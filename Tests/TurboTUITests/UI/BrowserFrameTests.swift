import Foundation
import Testing
import UI

/// Frames in the browser's reducer: the frame loads asked for when a page is
/// shown, a form inside a frame answered into that frame (valid or 422), a
/// stale frame answer ignored.
@Suite("Browser: frames")
struct BrowserFrameTests {
    private static let page = """
        <title>Framed</title><p>Above</p>
        <turbo-frame id="box"><form action="/save" method="post"><button>Save</button></form></turbo-frame>
        <turbo-frame id="news" src="/news">Loading news</turbo-frame><p>Below</p>
        """

    private func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        return driver
    }

    @Test func showingAPageLoadsItsEagerFrameAndItsAnswerFillsIt() throws {
        var driver = opened()
        let load = try #require(driver.frameLoads.first)
        #expect(driver.frameLoads.count == 1)
        #expect(load.fetch.frameID == "news")
        #expect(load.fetch.url.absoluteString == "http://app.test/news")
        #expect(driver.state.isBusy)
        driver.answerFrame(load, "<turbo-frame id=\"news\">Fresh news</turbo-frame>")
        expectRows(driver.rows, [1: "Above", 3: "[Save]", 4: "Fresh news", 6: "Below"])
        #expect(!driver.state.isBusy)
        #expect(driver.rows[0].contains("Framed"))
    }

    @Test func aFormInAFrameIsAnsweredInTheFrame() throws {
        var driver = opened()
        driver.press(.tab)
        driver.press(.enter)
        let sent = try #require(driver.sentForms.first)
        #expect(sent.submission.frameTarget.frameID == "box")
        driver.answerForm("<turbo-frame id=\"box\">Not saved: try again</turbo-frame>", status: 422)
        expectRows(driver.rows, [1: "Above", 3: "Not saved: try again", 4: "Loading news", 6: "Below"])
        #expect(driver.visits == ["http://app.test/"], "no page visit")
    }

    @Test func anAnswerForAPageThatLeftIsIgnored() throws {
        var driver = opened()
        let load = try #require(driver.frameLoads.first)
        driver.visit("http://app.test/other")
        driver.answer("<title>Other</title><turbo-frame id=\"news\">Old</turbo-frame>")
        driver.answerFrame(load, "<turbo-frame id=\"news\">Late news</turbo-frame>")
        expectRows(driver.rows, [0: " Other — http://app.test/other", 1: "Old"], "the late answer does not fill the new page's frame")
    }
}
