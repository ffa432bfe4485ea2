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

    /// A page of icons for clicking: one in no link (4x1 cells), one in a
    /// link to /guide (4x1), an avatar in a link to /avatar (4x2: its second
    /// row is a line of its own, with no text of the link on it).
    static func iconServer() throws -> LoopbackHTTPServer {
        let png = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))
        return try LoopbackHTTPServer { request in
            switch request.target {
            case "/rb.png": return .respond(status: 200, headers: [("Content-Type", "image/png")], body: png)
            case "/guide": return .html("<title>Guide</title><p>The guide page.</p>")
            case "/avatar": return .html("<title>Avatar</title><p>The avatar page.</p>")
            default:
                return .html(#"<title>Icons</title><p>Build <img src="/rb.png" alt="status" width="32" height="16"> passing</p>"#
                             + #"<p>Read <a href="/guide">the <img src="/rb.png" alt="book" width="32" height="16"> guide</a> now</p>"#
                             + #"<p>By <a href="/avatar"><img src="/rb.png" alt="me" width="32" height="32"></a> Ann</p>"#)
            }
        }
    }

    /// The icons of `iconServer`'s page drawn: 4+4+8 cells of each colour.
    static func openIcons(_ server: LoopbackHTTPServer) throws -> (TmuxSession, screen: [String]) {
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "tmux-256color"], columns: 60, rows: 14)
        let drawn = try tmux.waitFor { lines in
            lines.contains { $0.hasPrefix("By ") } && TmuxSession.statusLine(lines).hasPrefix("?: help")
                && ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) == 8
        }
        #expect(drawn.ok, "\(drawn.screen)")
        return (tmux, drawn.screen)
    }

    /// A click (press and release, as xterm reports them) on an icon in no
    /// link opens the viewer, as Enter on it does, and the focus is on the
    /// icon when the viewer closes.
    @Test func clickingAnIconOutsideALinkOpensTheViewer() throws {
        let server = try Self.iconServer()
        defer { server.stop() }
        let (tmux, page) = try Self.openIcons(server)
        let row = try #require(page.firstIndex { $0.hasPrefix("Build ") }, "\(page)")
        #expect(Self.cells(try tmux.captureCells(trailingSpaces: true), colour: "196").contains { $0 == (row, 7) }, "the icon is at columns 6-9")
        try tmux.click(row: row, column: 8)
        // The URL's line in the text too: the text is captured before the condition's own capture
        // of the cells, and was once a frame half drawn (the viewer's title over the page).
        let url = server.url("/rb.png").absoluteString
        let viewer = try tmux.waitFor { lines in
            lines.first?.hasPrefix(" Image: [status]") == true && lines.contains { $0.hasPrefix(url) }
                && ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) > 40
        }
        #expect(viewer.ok, "the viewer, its title the alt text: \(viewer.screen)")
        let screen = try tmux.captureCells(trailingSpaces: true)
        #expect(screen.rows[0].prefix(16).allSatisfy { $0.reverse && $0.bold }, "the title bar reversed and bold")
        let red = Self.cells(screen, colour: "196")
        let blue = Self.cells(screen, colour: "21")
        #expect(red.count > 40 && red.count == blue.count, "the image enlarged, half red, half blue: \(red.count) \(blue.count)")
        #expect(red.map(\.column).max()! < blue.map(\.column).min()!, "red on the left, blue on the right")
        #expect(viewer.screen.contains { $0.hasPrefix(url) }, "its URL: \(viewer.screen)")
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
        try tmux.send("q")
        let back = try tmux.waitFor { lines in lines.contains { $0.hasPrefix("Build [sta passing") } }
        #expect(back.ok, "closed: the page, the focused icon's alt text over it: \(back.screen)")
        let focused = try tmux.captureCells(trailingSpaces: true)
        #expect(focused.rows[row][6..<10].allSatisfy(\.reverse) && !focused.rows[row][5].reverse && !focused.rows[row][10].reverse,
                "the focus (reverse video) on the icon's four cells")
        #expect(server.requests.filter { $0.target == "/rb.png" }.count == 1, "the viewer drew the page's copy")
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }

    /// A click on an icon inside a link follows the link, and so does one on
    /// the second row of an avatar in a link, where no text of the link is.
    @Test func clickingAnIconInsideALinkFollowsIt() throws {
        let server = try Self.iconServer()
        defer { server.stop() }
        let (tmux, page) = try Self.openIcons(server)
        let read = try #require(page.firstIndex { $0.hasPrefix("Read ") }, "\(page)")
        let screen = try tmux.captureCells(trailingSpaces: true)
        #expect(Self.cells(screen, colour: "21").contains { $0 == (read, 12) }, "the book icon at columns 9-12: \(page)")
        #expect(screen.rows[read][5].underline && screen.rows[read][14].underline, "its link underlined on either side")
        try tmux.click(row: read, column: 11)
        let guide = try tmux.waitFor("The guide page.")
        #expect(guide.ok, "\(guide.screen)")
        try tmux.send("Left")
        // Back, the focus on the link clicked: its alt text stands over the book icon, reversed.
        let again = try tmux.waitFor { lines in
            lines.contains { $0.hasPrefix("Read the [boo guide now") } && lines.contains { $0.hasPrefix("By ") }
                && ((try? tmux.captureCells(trailingSpaces: true)).map { Self.cells($0, colour: "21").count } ?? 0) == 6
        }
        #expect(again.ok, "back on the icons: \(again.screen)")
        let by = try #require(again.screen.firstIndex { $0.hasPrefix("By ") }, "\(again.screen)")
        let drawn = try tmux.captureCells(trailingSpaces: true)
        #expect(drawn.rows[read][9..<13].allSatisfy(\.reverse) && drawn.rows[read][9..<13].allSatisfy(\.underline),
                "the clicked link has the focus")
        #expect(Self.cells(drawn, colour: "21").filter { $0.column >= 5 && $0.column <= 6 }.map(\.row) == [by, by, by + 1, by + 1],
                "the avatar's two rows, the name on its first: \(again.screen)")
        #expect(again.screen[by + 1].trimmingCharacters(in: .whitespaces).isEmpty, "nothing but the avatar on its second row")
        try tmux.click(row: by + 1, column: 4)
        let avatar = try tmux.waitFor("The avatar page.")
        #expect(avatar.ok, "a click on the second row follows the link too: \(avatar.screen)")
        #expect(server.requests.map(\.target).filter { $0 == "/guide" || $0 == "/avatar" } == ["/guide", "/avatar"])
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
