import Foundation
import Testing
import Images
import Base
import Net
import UI

/// Images in the browser (issue 36) on the real loop, curl and servers on
/// 127.0.0.1: fetched after the page is drawn, with the page's cookies on
/// its own origin and none on another, drawn off the loop into the box the
/// layout reserved, in their own colours on the in-memory screen.
@Suite("Images in the browser")
struct EventLoopImageTests {
    static let redBlue = try! [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))

    static func png(_ bytes: [UInt8] = redBlue) -> LoopbackHTTPServer.Reply {
        .respond(status: 200, headers: [("Content-Type", "image/png")], body: bytes)
    }

    /// The colours a reader sees in a cell: the ground of a space, the ink of a full block, both otherwise.
    static func seen(_ cell: PaintedCell) -> Set<TerminalColor> {
        switch cell.text {
        case " ": [cell.shownBackground]
        case "\u{2588}": [cell.shownForeground]
        default: [cell.shownForeground, cell.shownBackground]
        }
    }

    /// Where red (xterm's 196) and blue (21) cells are on the screen.
    static func colouredCells(_ terminal: MemoryTerminal) -> (red: [(Int, Int)], blue: [(Int, Int)]) {
        var red: [(Int, Int)] = []
        var blue: [(Int, Int)] = []
        for row in 0..<terminal.size.rows {
            for column in 0..<terminal.size.columns {
                let colours = seen(terminal.drawn(row: row, column: column))
                if colours == [.palette(196)] { red.append((row, column)) }
                if colours == [.palette(21)] { blue.append((row, column)) }
            }
        }
        return (red, blue)
    }

    /// The loop on a screen in memory with `url` opened, run until `shown` holds (not until settled: images come later).
    static func open(_ url: URL, rows: Int, configuration: BrowserConfiguration = .testApp(),
                     until shown: (MemoryTerminal) -> Bool) -> (MemoryTerminal, EventLoop) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: rows, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: configuration)
        loop.start(opening: url)
        _ = loop.run(until: { shown(terminal) }, deadline: loop.now + .seconds(10))
        return (terminal, loop)
    }

    @Test func theRedAndBlueImageIsDrawnInItsBoxWithThePagesCookie() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(#"<title>Picture</title><p>Before the image.</p><img src="/red-blue.png" alt="red and blue" width="64" height="32"><p>After the image.</p>"#,
                                   headers: [("Set-Cookie", "session=s1; Path=/")])
            case "/red-blue.png": return Self.png()
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
        defer { server.stop() }
        let run = LoopRun(rows: 10, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(run.terminal.rows[1] == "Before the image.", "\(run.screen)")
        #expect(run.terminal.rows[6] == "After the image.", "two rows reserved for 32 pixels, a blank line each side: \(run.screen)")
        let (red, blue) = Self.colouredCells(run.terminal)
        #expect(red.count == 8 && blue.count == 8, "8x2 cells, half of them each colour: \(red) \(blue)")
        #expect(Set(red.map(\.0)) == [3, 4] && Set(blue.map(\.0)) == [3, 4])
        #expect(red.map(\.1).max()! < blue.map(\.1).min()!, "red on the left, blue on the right")
        #expect(red.map(\.1).min() == 0)
        let image = try #require(server.requests.first { $0.target == "/red-blue.png" })
        #expect(image.header("Cookie") == "session=s1", "the page's own origin: the jar's cookie goes with it")
        #expect(image.header("Referer") == server.url("/").absoluteString)
        #expect(image.header("Accept")?.hasPrefix("image/") == true)
    }

    @Test func anImageOfAnotherOriginGoesWithoutCookies() throws {
        let images = try LoopbackHTTPServer { _ in Self.png() }
        defer { images.stop() }
        // Another port of the same host: the jar would send the cookie (cookies ignore ports); the origin differs.
        let page = try LoopbackHTTPServer { _ in
            .html(#"<img src="\#(images.url("/red-blue.png").absoluteString)" alt="elsewhere" width="64" height="32">"#,
                  headers: [("Set-Cookie", "session=s1; Path=/")])
        }
        defer { page.stop() }
        let run = LoopRun(rows: 8, columns: 40, opening: page.url("/"))
        defer { run.loop.stop() }
        let request = try #require(images.requests.first)
        #expect(request.header("Cookie") == nil)
        #expect(Self.colouredCells(run.terminal).red.count == 8, "it is still drawn: \(run.screen)")
    }

    @Test func theFirstScreenDoesNotWaitForTheImage() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/slow.png" ? .delayed(seconds: 0.6, .init(Self.png()))
                : .html(#"<p>Text first.</p><img src="/slow.png" alt="slow" width="64" height="32">"#)
        }
        defer { server.stop() }
        let (terminal, loop) = Self.open(server.url("/"), rows: 8) { $0.rows.contains("Text first.") }
        defer { loop.stop() }
        #expect(terminal.rows.contains("[slow]"), "the alt text holds the box meanwhile: \(terminal.rows)")
        #expect(Self.colouredCells(terminal).red.isEmpty)
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(Self.colouredCells(terminal).red.count == 8, "\(terminal.rows)")
        #expect(terminal.rows.contains("Text first."))
    }

    @Test func anImageOfUnknownSizeGrowsBelowTheTextTheReaderIsAt() throws {
        let lines = (1...12).map { "<p>Line \($0)</p>" }.joined()
        let server = try LoopbackHTTPServer { request in
            request.target == "/p.png" ? .delayed(seconds: 0.4, .init(Self.png()))
                : .html(lines + #"<img src="/p.png" alt="no size"><p>After</p>"#)
        }
        defer { server.stop() }
        let (terminal, loop) = Self.open(server.url("/"), rows: 20) { $0.rows.contains("Line 1") }
        defer { loop.stop() }
        try Self.expectGrowthBelowTheTopText(terminal, loop)
    }

    /// Scrolled so that a line of text is at the top and an image of unknown
    /// size below it on screen: once drawn, its box has grown to the image's
    /// two rows below that text, which stays on the same screen row.
    static func expectGrowthBelowTheTopText(_ terminal: MemoryTerminal, _ loop: EventLoop) throws {
        loop.send(Array(repeating: BrowserEvent.input(.key(.character("j"))), count: 10))
        let before = terminal.rows
        let top = try #require(before.first { $0.hasPrefix("Line") })
        #expect(colouredCells(terminal).red.isEmpty)
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(15))
        #expect(colouredCells(terminal).red.count == 8, "drawn once its size was read: \(terminal.rows)")
        #expect(terminal.rows.first { $0.hasPrefix("Line") } == top, "the text at the top stays where the reader is: \(before) \(terminal.rows)")
        #expect(terminal.rows.firstIndex(of: top) == before.firstIndex(of: top))
        let page = try #require(loop.state.activePage)
        let box = page.lines.indices.filter { !page.lines[$0].imageRows.isEmpty }
        #expect(box.count == 2, "the box grew from the alt text's row to the image's two")
        #expect(box.allSatisfy { $0 > page.scrollTop }, "below the top row")
    }

    @Test func iHidesAndShowsImages() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/a.png" ? Self.png() : .html(#"<p>Top</p><img src="/a.png" alt="a picture" width="64" height="32">"#)
        }
        defer { server.stop() }
        let run = LoopRun(rows: 8, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(Self.colouredCells(run.terminal).red.count == 8)
        run.press(.character("i"))
        #expect(Self.colouredCells(run.terminal).red.isEmpty)
        #expect(run.screen.contains("Top [a picture]") || run.screen.contains("[a picture]"), "\(run.screen)")
        run.press(.character("i"))
        #expect(Self.colouredCells(run.terminal).red.count == 8, "drawn again from the page's cache: \(run.screen)")
        #expect(server.requests.filter { $0.target == "/a.png" }.count == 1, "fetched once")
    }

    @Test func withImagesOffNothingIsFetched() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/a.png" ? Self.png() : .html(#"<p>Top</p><img src="/a.png" alt="a picture" width="64" height="32">"#)
        }
        defer { server.stop() }
        var configuration = BrowserConfiguration.testApp()
        configuration.images = .off
        let (terminal, loop) = Self.open(server.url("/"), rows: 8, configuration: configuration) { $0.rows.contains("Top") }
        defer { loop.stop() }
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.rows.contains("[a picture]"), "\(terminal.rows)")
        #expect(server.requests.map(\.target) == ["/"])
        loop.send(.input(.key(.character("i"))))
        #expect(terminal.rows.contains { $0.contains("alt text") }, "i says why: \(terminal.rows)")
    }

    @Test func aBrokenImageIsItsAltText() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/gone.png": return .html("no", status: 404)
            case "/junk.png": return Self.png(Array("not a picture".utf8))
            default: return .html(#"<img src="/gone.png" alt="gone" width="64" height="32"><img src="/junk.png" alt="junk" width="64" height="32">"#)
            }
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(run.screen.contains("[gone]") && run.screen.contains("[junk]"), "\(run.screen)")
        #expect(Self.colouredCells(run.terminal).red.isEmpty)
        let cache = try #require(run.loop.state.activePage?.images)
        #expect(cache[server.url("/gone.png").absoluteString]?.phase == .refused("image not shown: the server answered 404"))
    }
}

/// The image viewer (`I`, or Enter on a link to an image): the image at the
/// largest box the screen allows, its alt text and URL, `s` saving it into the downloads directory.
@Suite("Image viewer")
struct ImageViewerTests {
    static func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/red-blue.png": return EventLoopImageTests.png()
            default: return .html(#"<p>Top</p><p><img src="/red-blue.png" alt="red and blue" width="64" height="32"></p><p><a href="/red-blue.png">the file</a></p>"#)
            }
        }
    }

    @Test func iShowsTheFirstImageOnScreenAtTheLargestBoxAndSSavesIt() throws {
        let server = try Self.server()
        defer { server.stop() }
        let downloads = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-viewer-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: downloads) }
        var configuration = BrowserConfiguration.testApp()
        configuration.downloadDirectory = downloads.path
        let (terminal, loop) = EventLoopImageTests.open(server.url("/"), rows: 12, configuration: configuration) { $0.rows.contains("Top") }
        defer { loop.stop() }
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        loop.send(.input(.key(.character("I"))))
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.rows[0].hasPrefix(" Image: [red and blue]"), "\(terminal.rows)")
        #expect(terminal.rows[10] == server.url("/red-blue.png").absoluteString)
        #expect(terminal.rows[11].hasPrefix("s: save"))
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        // 64x32 pixels are 8x2 cells, enlarged 4.5 times into 40x9: 36x9, half of each colour
        // (the column where they meet may mix the two).
        #expect(red.count >= 17 * 9 && blue.count >= 17 * 9 && red.count + blue.count <= 36 * 9, "\(red.count) \(blue.count)")
        #expect(red.map(\.1).max()! < blue.map(\.1).min()!)
        #expect(Set(red.map(\.0)) == Set(1...9))
        loop.send(.input(.key(.character("s"))))
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.rows.contains("Top"), "s closes the viewer: \(terminal.rows)")
        let saved = try FileManager.default.contentsOfDirectory(atPath: downloads.path)
        #expect(saved == ["red-blue.png"])
        #expect(try Data(contentsOf: downloads.appendingPathComponent("red-blue.png")) == Data(EventLoopImageTests.redBlue))
    }

    @Test func enterOnALinkToAnImageOpensTheViewerAndEscClosesIt() throws {
        let server = try Self.server()
        defer { server.stop() }
        let (terminal, loop) = EventLoopImageTests.open(server.url("/"), rows: 12) { $0.rows.contains("Top") }
        defer { loop.stop() }
        // The first Tab stops on the image (in no link), the second on the link to its file.
        loop.send(.input(.key(.tab)))
        loop.send(.input(.key(.tab)))
        loop.send(.input(.key(.enter)))
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.rows[0] == " Image", "\(terminal.rows)")
        #expect(EventLoopImageTests.colouredCells(terminal).red.count >= 17 * 9, "the largest box: \(terminal.rows)")
        #expect(loop.state.navigator?.state.activeEntry?.url == server.url("/"), "no visit: the page stays")
        loop.send(.input(.key(.escape)))
        #expect(terminal.rows.contains("Top"))
        #expect(server.requests.filter { $0.target == "/red-blue.png" }.count == 1, "the page's cache serves the viewer")
    }
}
