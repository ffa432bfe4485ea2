import Foundation
import Testing
@testable import TurboTUI

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

    private func frameLoads(_ driver: BrowserDriver) -> [FrameFetch] {
        driver.effects.compactMap {
            if case .loadFrame(let load) = $0 { return load }
            return nil
        }
    }

    private func answerFrame(_ driver: inout BrowserDriver, _ load: FrameFetch, _ html: String, status: Int = 200) {
        let response = HTTPResponse(status: status, url: load.fetch.url, headers: [("Content-Type", "text/html")],
                                    body: Array(html.utf8))
        driver.send(.frameFinished(ticket: load.ticket, .success(response)))
    }

    private func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer(Self.page)
        return driver
    }

    @Test func showingAPageLoadsItsEagerFrameAndItsAnswerFillsIt() throws {
        var driver = opened()
        let load = try #require(frameLoads(driver).first)
        #expect(frameLoads(driver).count == 1)
        #expect(load.fetch.frameID == "news")
        #expect(load.fetch.url.absoluteString == "http://app.test/news")
        #expect(driver.state.isBusy)
        answerFrame(&driver, load, "<turbo-frame id=\"news\">Fresh news</turbo-frame>")
        #expect(driver.rows.joined().contains("Fresh news"), "\(driver.rows)")
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
        #expect(driver.rows.joined().contains("Not saved: try again"), "\(driver.rows)")
        #expect(driver.rows.joined().contains("Above"))
        #expect(driver.visits == ["http://app.test/"], "no page visit")
    }

    @Test func anAnswerForAPageThatLeftIsIgnored() throws {
        var driver = opened()
        let load = try #require(frameLoads(driver).first)
        driver.visit("http://app.test/other")
        driver.answer("<title>Other</title><turbo-frame id=\"news\">Old</turbo-frame>")
        answerFrame(&driver, load, "<turbo-frame id=\"news\">Late news</turbo-frame>")
        #expect(!driver.rows.joined().contains("Late news"))
    }
}
