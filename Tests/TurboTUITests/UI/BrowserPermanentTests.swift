import Foundation
import Testing
import HTML
import Net
import UI

/// `data-turbo-permanent` in the browser (turbo-wire D10): on a page visit,
/// on back, and in a frame render, the shown permanent element stays, with
/// what was typed into it.
@Suite("Browser: permanent elements")
struct BrowserPermanentTests {
    static func page(_ name: String, link: String) -> String {
        """
        <title>\(name)</title><p>Page \(name)</p>
        <div id="player" data-turbo-permanent><input id="q" name="q"> <span>player of \(name)</span></div>
        <p><a href="\(link)">Go</a></p>
        """
    }

    /// /a shown with "song" typed into the permanent player's field, then /b visited.
    private func visitedB() throws -> (BrowserDriver, Element) {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/a")
        driver.answer(Self.page("a", link: "/b"))
        driver.press(.tab, .enter)
        driver.type("song")
        driver.press(.escape)
        let field = try #require(driver.element("q"))
        driver.visit("http://app.test/b")
        driver.answer(Self.page("b", link: "/a"))
        return (driver, field)
    }

    @Test func aPageVisitKeepsThePermanentElementAndItsTypedText() throws {
        let (driver, field) = try visitedB()
        #expect(driver.element("q") === field, "the same element on the new page")
        #expect(driver.state.stacks[.main].page?.values[field] == .text("song"))
        let text = driver.rows.joined(separator: "\n")
        #expect(text.contains("Page b"), "\(driver.rows)")
        #expect(text.contains("[song"), "\(driver.rows)")
        #expect(text.contains("player of a"), "the element, not the new page's copy of it")
    }

    @Test func backBringsTheElementBackAndThePageLeftBehindKeptACopy() throws {
        var (driver, field) = try visitedB()
        driver.press(.left)
        let text = driver.rows.joined(separator: "\n")
        #expect(text.contains("Page a"), "\(driver.rows)")
        #expect(driver.element("q") === field, "carried back from /b")
        #expect(text.contains("[song"), "\(driver.rows)")
        #expect(driver.visits == ["http://app.test/a", "http://app.test/b"], "from the cache")
    }

    @Test func anElementThatIsNotPermanentOnTheNewPageIsReplaced() throws {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/a")
        driver.answer(Self.page("a", link: "/b"))
        let field = try #require(driver.element("q"))
        driver.visit("http://app.test/b")
        driver.answer("<title>b</title><div id=\"player\"><input id=\"q\" name=\"q\"></div>")
        #expect(driver.element("q") !== field)
    }

    @Test func aFrameRenderKeepsThePermanentElementInsideTheFrame() throws {
        var driver = BrowserDriver(rows: 10, columns: 40)
        driver.open("http://app.test/f")
        driver.answer("""
            <title>f</title><turbo-frame id="box"><div id="note" data-turbo-permanent><input id="n" name="n"></div>
            <a href="/f/2">Next</a></turbo-frame>
            """)
        driver.press(.tab, .enter)
        driver.type("kept")
        driver.press(.escape)
        let field = try #require(driver.element("n"))
        driver.press(.tab, .enter)
        let load = try #require(driver.effects.compactMap { effect -> FrameFetch? in
            if case .loadFrame(let load) = effect { return load }
            return nil
        }.last)
        let html = "<turbo-frame id=\"box\"><p>Second</p><div id=\"note\" data-turbo-permanent><input id=\"n\" name=\"n\"></div></turbo-frame>"
        driver.send(.frameFinished(ticket: load.ticket, .success(HTTPResponse(status: 200, url: load.fetch.url,
                                                                             headers: [("Content-Type", "text/html")],
                                                                             body: Array(html.utf8)))))
        #expect(driver.element("n") === field)
        let text = driver.rows.joined(separator: "\n")
        #expect(text.contains("Second") && text.contains("[kept"), "\(driver.rows)")
    }
}
