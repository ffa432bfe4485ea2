import Foundation
import Testing
import Base
import Net
import UI

/// Images on pages laid out on workers (issue 36): a big page (128 KiB or
/// more, prepared and laid out again on workers) and a page shown while it
/// arrives draw their images as a small page does, on the real loop with
/// curl and a server on 127.0.0.1, in their own colours on the in-memory screen.
@Suite("Images on big and arriving pages")
struct BigPageImageTests {
    /// Paragraphs enough to make a page over 128 KiB.
    static let filler = (1...3000).map { "<p>Paragraph \($0) of the long page, with words to fill it out.</p>" }.joined()

    @Test func aBigPagesImagesAreDrawnInTheirBoxes() throws {
        let html = #"<title>Big</title><p>Top of the big page.</p><img src="/sized.png" alt="sized" width="64" height="32">"#
            + #"<p>Between</p><img src="/unsized.png" alt="unsized"><p>After the images.</p>"# + Self.filler
        #expect(html.utf8.count > 128 * 1024)
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/sized.png", "/unsized.png": return .delayed(seconds: 0.3, .init(EventLoopImageTests.png()))
            default: return .html(html)
            }
        }
        defer { server.stop() }
        let (terminal, loop) = EventLoopImageTests.open(server.url("/"), rows: 16) { $0.rows.contains("Top of the big page.") }
        defer { loop.stop() }
        // Over 64 KiB, it is shown while it arrives, then whole: laid out on workers all along.
        let first = try #require(loop.state.activePage)
        #expect(first.lines.filter { !$0.imageRows.isEmpty }.count == 3, "the declared box at once (2 rows), the other its alt text's row")
        #expect(EventLoopImageTests.colouredCells(terminal).red.isEmpty, "the first screen waits for no image: \(terminal.rows)")
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(15))
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        #expect(red.count == 16 && blue.count == 16, "two images of 8x2 cells: \(terminal.rows)")
        #expect(Set(red.map(\.0)) == [3, 4, 8, 9], "\(terminal.rows)")
        #expect(terminal.rows[11] == "After the images.", "the unsized box grew to two rows: \(terminal.rows)")
        let page = try #require(loop.state.activePage)
        #expect(page.isBig && page.lines.filter { !$0.imageRows.isEmpty }.count == 4)
        #expect(server.requests.filter { $0.target.hasSuffix(".png") }.count == 2, "each fetched once: the cache went with the new layout")
    }

    @Test func aBigPagesRelayoutKeepsTheTextTheReaderIsAt() throws {
        let lines = (1...12).map { "<p>Line \($0)</p>" }.joined()
        let html = lines + #"<img src="/p.png" alt="no size"><p>After</p>"# + Self.filler
        let server = try LoopbackHTTPServer { request in
            request.target == "/p.png" ? .delayed(seconds: 0.4, .init(EventLoopImageTests.png())) : .html(html)
        }
        defer { server.stop() }
        let (terminal, loop) = EventLoopImageTests.open(server.url("/"), rows: 20) { $0.rows.contains("Line 1") }
        defer { loop.stop() }
        try EventLoopImageTests.expectGrowthBelowTheTopText(terminal, loop)
        let page = try #require(loop.state.activePage)
        #expect(page.isBig && page.isComplete, "laid out again on a worker")
    }

    @Test func aPagesImagesAreDrawnWhileItIsStillArriving() throws {
        let html = Array((#"<title>Slow</title><p>Top of the slow page.</p><img src="/a.png" alt="a picture" width="64" height="32">"#
            + #"<p>Under the picture.</p>"# + Self.filler).utf8)
        let head = Array("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(html.count)\r\n\r\n".utf8)
        // The page comes in 4 KiB pieces every 0.1 s: some 5 s in all.
        let server = try LoopbackHTTPServer { request in
            request.target == "/a.png" ? EventLoopImageTests.png() : .trickle(head: head, rest: html, piece: 4096, interval: 0.1)
        }
        defer { server.stop() }
        let (terminal, loop) = EventLoopImageTests.open(server.url("/"), rows: 12) { EventLoopImageTests.colouredCells($0).red.count == 8 }
        defer { loop.stop() }
        let page = try #require(loop.state.activePage)
        #expect(!page.isComplete, "drawn before the page is whole: \(terminal.rows)")
        // The progress bar covers the page's first row while it loads.
        let under = try #require(terminal.rows.firstIndex(of: "Under the picture."), "\(terminal.rows)")
        #expect(Set(EventLoopImageTests.colouredCells(terminal).red.map(\.0)) == [under - 3, under - 2], "its box's two rows: \(terminal.rows)")
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(20))
        #expect(loop.state.activePage?.isComplete == true)
        #expect(EventLoopImageTests.colouredCells(terminal).red.count == 8, "still drawn on the whole page: \(terminal.rows)")
        #expect(server.requests.filter { $0.target == "/a.png" }.count == 1, "fetched once: the parts' cache went to the whole page")
    }
}
