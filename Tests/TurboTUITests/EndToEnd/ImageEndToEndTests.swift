import Foundation
import Testing

/// Issue 36's first done-when: the real binary in tmux, against a real
/// server on 127.0.0.1, draws a 64x32 PNG (left half red, right half blue)
/// inline as coloured character cells in both colours, after the page's text
/// has appeared.
@Suite("Images end to end")
struct ImageEndToEndTests {
    /// The shown colour of a captured cell: the ground of a space, the ink of a full block, both otherwise.
    private static func seen(_ cell: CapturedScreen.Cell) -> Set<String> {
        switch cell.text {
        case " ": [cell.shownBackground]
        case "\u{2588}": [cell.shownForeground]
        default: [cell.shownForeground, cell.shownBackground]
        }
    }

    private static func cells(_ screen: CapturedScreen, colour: String) -> [(row: Int, column: Int)] {
        screen.rows.enumerated().flatMap { row, cells in
            cells.enumerated().filter { seen($0.element) == [colour] }.map { (row, $0.offset) }
        }
    }

    /// A page with the red/blue PNG (64x32, `width` and `height` given), the image answered after `delay` seconds.
    static func redBlueServer(delay: Double = 0) throws -> LoopbackHTTPServer {
        let png = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))
        return try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                return .html(#"<title>Picture</title><h1>A picture</h1><p>Before the image.</p>"#
                             + #"<p><img src="/red-blue.png" alt="red and blue" width="64" height="32"></p><p>After the image.</p>"#)
            case "/red-blue.png":
                let image = LoopbackHTTPServer.Reply.respond(status: 200, headers: [("Content-Type", "image/png")], body: png)
                return delay > 0 ? .delayed(seconds: delay, .init(image)) : image
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    @Test func theRedAndBlueImageIsDrawnInlineAfterTheText() throws {
        // Slow enough that the text is seen first.
        let server = try Self.redBlueServer(delay: 1.0)
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "tmux-256color"], columns: 60, rows: 14)
        let text = try tmux.waitFor("After the image.")
        #expect(text.ok, "\(text.screen)")
        let first = try tmux.captureCells(trailingSpaces: true)
        #expect(Self.cells(first, colour: "196").isEmpty, "the text comes before the image: \(text.screen)")
        #expect(text.screen.contains { $0.hasPrefix("[red and") }, "its alt text, cut to its 8 columns, holds its box meanwhile: \(text.screen)")
        let drawn = try tmux.waitFor { _ in ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) >= 8 }
        #expect(drawn.ok, "\(drawn.screen)")
        let screen = try tmux.captureCells(trailingSpaces: true)
        let red = Self.cells(screen, colour: "196")
        let blue = Self.cells(screen, colour: "21")
        #expect(red.count == 8 && blue.count == 8, "8x2 cells, four columns of each colour: \(red) \(blue)")
        #expect(Set(red.map(\.row)) == Set(blue.map(\.row)) && Set(red.map(\.row)).count == 2)
        #expect(red.map(\.column).max()! < blue.map(\.column).min()!, "red on the left, blue on the right")
        #expect(drawn.screen.contains { $0.contains("Before the image.") } && drawn.screen.contains { $0.contains("After the image.") })
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }

    /// An icon in a line of text (16 pixels high: one row, inline): drawn in
    /// the cells its alt text held, the words on either side where they were.
    @Test func anIconIsDrawnInItsLineOfText() throws {
        let png = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))
        let server = try LoopbackHTTPServer { request in
            request.target == "/rb.png"
                ? .delayed(seconds: 0.5, .init(.respond(status: 200, headers: [("Content-Type", "image/png")], body: png)))
                : .html(#"<title>Icon</title><p>Build <img src="/rb.png" alt="status" width="32" height="16"> passing today</p>"#)
        }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "tmux-256color"], columns: 60, rows: 10)
        let text = try tmux.waitFor("Build [sta passing today")
        #expect(text.ok, "the box reserved in the line, its alt text cut to it: \(text.screen)")
        let drawn = try tmux.waitFor { _ in ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) >= 2 }
        #expect(drawn.ok, "\(drawn.screen)")
        let screen = try tmux.captureCells(trailingSpaces: true)
        let row = try #require(drawn.screen.firstIndex { $0.hasPrefix("Build ") }, "\(drawn.screen)")
        #expect(Self.cells(screen, colour: "196").map { [$0.row, $0.column] } == [[row, 6], [row, 7]], "red where the alt text began: \(drawn.screen)")
        #expect(Self.cells(screen, colour: "21").map { [$0.row, $0.column] } == [[row, 8], [row, 9]], "then blue")
        let after = drawn.screen[row].dropFirst(10)
        #expect(after.hasPrefix(" passing today"), "the words after it where they were: \(drawn.screen)")
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }

    /// A GIF (giflib) and a WebP (libwebp), each 64x32, red left and blue
    /// right: each drawn as 8x2 coloured cells, one above the other.
    @Test func aGIFAndAWebPAreDrawnAsColouredCells() throws {
        let gif = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.gif")))
        let webp = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.webp")))
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                return .html(#"<title>Formats</title><p>A GIF:</p><p><img src="/red-blue.gif" alt="the GIF"></p>"#
                             + #"<p>A WebP:</p><picture><source srcset="/red-blue.webp" type="image/webp"><img src="/missing.png" alt="the WebP"></picture><p>End.</p>"#)
            case "/red-blue.gif": return .respond(status: 200, headers: [("Content-Type", "image/gif")], body: gif)
            case "/red-blue.webp": return .respond(status: 200, headers: [("Content-Type", "image/webp")], body: webp)
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "tmux-256color"], columns: 60, rows: 16)
        // The text is waited for too: the screen is drawn anew when the terminal answers whether it
        // draws pixels (tmux: no), and a capture in between may find it being redrawn.
        let drawn = try tmux.waitFor { lines in
            lines.contains { $0.contains("A GIF:") } && lines.contains { $0.contains("A WebP:") }
                && ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) >= 16
        }
        #expect(drawn.ok, "\(drawn.screen)")
        let screen = try tmux.captureCells(trailingSpaces: true)
        let red = Self.cells(screen, colour: "196")
        let blue = Self.cells(screen, colour: "21")
        #expect(red.count == 16 && blue.count == 16, "two images of 8x2 cells, half of each colour: \(red) \(blue)")
        let rows = Set(red.map(\.row)).sorted()
        #expect(rows.count == 4 && Set(blue.map(\.row)) == Set(rows), "two rows each: \(rows)")
        for row in rows {
            #expect(red.filter { $0.row == row }.map(\.column).max()! < blue.filter { $0.row == row }.map(\.column).min()!, "red left, blue right")
        }
        let gifText = try #require(drawn.screen.firstIndex { $0.contains("A GIF:") })
        let webpText = try #require(drawn.screen.firstIndex { $0.contains("A WebP:") })
        #expect(rows[0] > gifText && rows[1] < webpText && rows[2] > webpText, "each below its own text: \(drawn.screen)")
        #expect(!server.requests.contains { $0.target == "/missing.png" }, "the picture's WebP source was chosen")
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }
}
