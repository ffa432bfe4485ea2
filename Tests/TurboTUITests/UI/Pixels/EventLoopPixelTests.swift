import Foundation
import Testing
import Synchronization
import Base
import Images
import Net
import UI

/// Images in pixels in the browser, on the real loop with curl and a server
/// on 127.0.0.1: once the terminal has answered for a protocol (`.graphics`),
/// an image is scaled to its box's pixels on the worker, placed over its
/// symbol cells, and taken away when it is hidden.
@Suite("Pixels: images in pixels in the browser")
struct EventLoopPixelTests {
    static let page = #"<title>Picture</title><p>Before the image.</p><img src="/red-blue.png" alt="red and blue" width="64" height="32"><p>After the image.</p>"#

    static func server(page: String = page) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(page)
            case "/red-blue.png": return EventLoopImageTests.png()
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    static let sixel = GraphicsChoice(pixels: .sixel, cell: PixelSize(width: 8, height: 16))

    /// The loop on a sixel terminal in memory, opened on `server`'s page; `answered`: the terminal has said sixel.
    static func open(_ server: LoopbackHTTPServer, answered: Bool) -> (MemoryTerminal, EventLoop) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 40), pixels: PixelPainter(.sixel))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: .testApp())
        loop.start(opening: server.url("/"))
        if answered { loop.send(.input(.graphics(Self.sixel))) }
        return (terminal, loop)
    }

    @Test func anImageIsPlacedInPixelsOverItsCellsOnceTheTerminalSaysSixel() throws {
        let server = try Self.server()
        defer { server.stop() }
        let (terminal, loop) = Self.open(server, answered: true)
        defer { loop.stop() }
        _ = loop.run(until: { !terminal.placements.isEmpty && loop.isSettled }, deadline: loop.now + .seconds(10))
        let placement = try #require(terminal.placements.first, "\(terminal.rows)")
        #expect(placement.row == 3 && placement.column == 0 && placement.rows == 0..<2 && placement.columns == 8)
        #expect(placement.pixels.width == 64 && placement.pixels.height == 32)
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        #expect(red.count == 8 && blue.count == 8, "its symbol cells stay beneath, which drive's screen shows")
        let stream = String(decoding: terminal.pixelStream, as: UTF8.self)
        #expect(stream.contains("\u{1B}[4;1H\u{1B}P"), "the sixel at row 4, column 1")

        // `i` hides images: the sixel is erased and its rows repainted.
        loop.send(.input(.key(.character("i"))))
        #expect(terminal.placements.isEmpty)
        #expect(terminal.pixelOutputs.last?.repaintRows == [3, 4])
        #expect(String(decoding: terminal.pixelOutputs.last?.before ?? [], as: UTF8.self) == "\u{1B}[4;1H\u{1B}[8X\u{1B}[5;1H\u{1B}[8X")
    }

    @Test func theLoopEncodesSixelsOnAWorkerAndDrawsTheAnswer() throws {
        let server = try Self.server()
        defer { server.stop() }
        let loopThread = pthread_self()
        let onLoop = Mutex<[Bool]>([])
        let painter = PixelPainter(.sixel) { pixels in
            onLoop.withLock { $0.append(pthread_equal(pthread_self(), loopThread) != 0) }
            return PixelLibrary.sixels(of: pixels)
        }
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 40), pixels: painter)
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: .testApp())
        defer { loop.stop() }
        loop.start(opening: server.url("/"))
        loop.send(.input(.graphics(Self.sixel)))
        _ = loop.run(until: { !terminal.placements.isEmpty && loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(onLoop.withLock { $0 } == [false], "encoded once, off the loop's thread")
        #expect(String(decoding: terminal.pixelStream, as: UTF8.self).contains("\u{1B}[4;1H\u{1B}P"), "the answer drawn at row 4, column 1")
    }

    @Test func theRowTheFocusedImagesAltTextStandsOnIsSymbolsTheRestPixels() throws {
        let server = try Self.server(page: #"<p>Before.</p><a href="/red-blue.png"><img src="/red-blue.png" alt="red and blue" width="64" height="32"></a>"#)
        defer { server.stop() }
        let (terminal, loop) = Self.open(server, answered: true)
        defer { loop.stop() }
        _ = loop.run(until: { !terminal.placements.isEmpty && loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.placements.first?.rows == 0..<2, "\(terminal.rows)")
        loop.send(.input(.key(.tab)))
        let placement = try #require(terminal.placements.first, "\(terminal.rows)")
        #expect(terminal.rows[3].hasPrefix("[red and"), "the focus shows (the alt text cut to the inline box's 8 columns): \(terminal.rows)")
        #expect(placement.rows == 1..<2 && placement.row == 4, "the image's second row only, below the focus")
    }

    @Test func anImageDrawnAsSymbolsBeforeTheAnswerIsDrawnAgainInPixels() throws {
        let server = try Self.server()
        defer { server.stop() }
        let (terminal, loop) = Self.open(server, answered: false)
        defer { loop.stop() }
        _ = loop.run(until: { EventLoopImageTests.colouredCells(terminal).red.count == 8 && loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.placements.isEmpty, "symbols until the terminal answers")
        loop.send(.input(.graphics(Self.sixel)))
        _ = loop.run(until: { !terminal.placements.isEmpty && loop.isSettled }, deadline: loop.now + .seconds(10))
        #expect(terminal.placements.count == 1)
    }

    @Test func theLoopAsksAfterTheFirstFrameAndItsTimerEndsTheWait() throws {
        let terminal = AskingTerminal(size: ScreenSize(rows: 6, columns: 30))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: .testApp())
        defer { loop.stop() }
        loop.start(opening: nil)
        #expect(terminal.framesWhenAsked == 1, "the first frame is drawn before the question")
        let asked = loop.now
        _ = loop.run(until: { loop.state.graphics.pixels != nil }, deadline: loop.now + .seconds(5))
        #expect(loop.state.graphics == Self.sixel)
        #expect(asked.duration(to: loop.now) >= AskingTerminal.wait, "the loop's timer, not a sleep, ended the wait")
        #expect(terminal.ended == 1)
    }

    @Test func offAsksNothing() {
        let terminal = AskingTerminal(size: ScreenSize(rows: 6, columns: 30))
        var configuration = BrowserConfiguration.testApp()
        configuration.images = .off
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: configuration)
        loop.start(opening: nil)
        #expect(terminal.framesWhenAsked == nil)
    }
}

/// A terminal that is asked about graphics and never answers: the loop's
/// deadline gives its choice (`endGraphicsWait`).
final class AskingTerminal: Terminal {
    static let wait: Duration = .milliseconds(40)
    let size: ScreenSize
    private(set) var frames = 0
    private(set) var framesWhenAsked: Int?
    private(set) var ended = 0

    init(size: ScreenSize) { self.size = size }

    var inputDescriptors: [Int32] { [] }
    func draw(_ frame: ScreenBuffer) { frames += 1 }
    func readInput() -> [InputEvent] { [] }
    func askForGraphics(_ setting: ImageSetting) -> Duration? {
        framesWhenAsked = frames
        return Self.wait
    }
    func endGraphicsWait() -> [InputEvent] {
        ended += 1
        return [.graphics(GraphicsChoice(pixels: .sixel, cell: PixelSize(width: 8, height: 16)))]
    }
    // Nothing else of a terminal is used here.
    func refreshSize() {}; func suspend() {}; func resume() {}; func stopProcess() {}; func restore() {}
    func copyToClipboard(_ text: String) {}
}
