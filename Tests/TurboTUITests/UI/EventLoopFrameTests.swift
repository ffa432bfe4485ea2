import Foundation
import Testing
@testable import TurboTUI

/// Frames in the real loop, through real libcurl to a real server: eager
/// frames load with the page, lazy ones only when scrolled to, and a link
/// that names a frame fills that frame instead of visiting a page.
@Suite("Event loop: frames")
struct EventLoopFrameTests {
    private static func frame(_ id: String, _ content: String) -> LoopbackHTTPServer.Reply {
        .html("<html><head><title>not this</title></head><body><turbo-frame id=\"\(id)\">\(content)</turbo-frame></body></html>")
    }

    private static func makeServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                let filler = (1...40).map { "<p>Filler \($0)</p>" }.joined()
                return .html("<title>Framed</title><p>Top</p>"
                             + "<turbo-frame id=\"eager\" src=\"/eager\">Loading eager</turbo-frame>"
                             + "<turbo-frame id=\"other\" src=\"/other\">Loading other</turbo-frame>"
                             + "<p><a href=\"/second\" data-turbo-frame=\"eager\">Second into eager</a></p>"
                             + "<turbo-frame id=\"nope\" src=\"/nope\">Loading nope</turbo-frame>"
                             + filler + "<turbo-frame id=\"lazy\" src=\"/lazy\" loading=\"lazy\">Loading lazy</turbo-frame>")
            case "/eager": return frame("eager", "Eager content")
            case "/other": return frame("other", "Other content")
            case "/second": return frame("eager", "Second content")
            case "/nope": return .html("<p>no frame</p>")
            case "/lazy": return frame("lazy", "Lazy content")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    private func run(_ server: LoopbackHTTPServer, keys: [Key]) -> MemoryTerminal {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 14, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        ScriptedLoop.run(loop, opening: server.url("/"), keys: keys)
        return terminal
    }

    @Test func eagerFramesLoadWithThePageAndLazyOnesWait() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        let terminal = run(server, keys: [])
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Eager content"), "\(screen)")
        #expect(screen.contains("Other content"), "\(screen)")
        #expect(screen.contains(FrameSwap.missingText), "\(screen)")
        #expect(terminal.rows[0].contains("Framed"), "the page keeps its title: \(terminal.rows[0])")
        let frames = server.requests.compactMap { $0.header("Turbo-Frame") }
        #expect(Set(frames) == ["eager", "other", "nope"])
        #expect(!server.requests.contains { $0.target == "/lazy" }, "the lazy frame is below the screen")
    }

    @Test func theLazyFrameLoadsWhenScrolledIntoView() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        let terminal = run(server, keys: [.end])
        #expect(server.requests.first { $0.target == "/lazy" }?.header("Turbo-Frame") == "lazy")
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Lazy content"), "\(screen)")
    }

    @Test func aLinkNamingAFrameFillsThatFrame() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        // Tab focuses the only link; Enter follows it into the frame.
        let terminal = run(server, keys: [.tab, .enter])
        let second = try #require(server.requests.first { $0.target == "/second" })
        #expect(second.header("Turbo-Frame") == "eager")
        #expect(second.header("Referer") == server.url("/").absoluteString)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Second content"), "\(screen)")
        #expect(!screen.contains("Eager content"), "\(screen)")
        #expect(terminal.rows[0].contains(server.url("/").absoluteString), "still the same page: \(terminal.rows[0])")
    }
}
