import Foundation
import Testing
@testable import TurboTUI

/// `turbo-visit-control` reload in the real loop, through libcurl to a real
/// server (turbo-wire D11, Fr3): a page visit whose answer says reload is
/// loaded again as a full page load without Turbo's headers; so is a frame
/// whose answer says so, and a cached page that says so on back or forward.
@Suite("Event loop: turbo-visit-control")
struct EventLoopVisitControlTests {
    private static let reload = "<meta name=\"turbo-visit-control\" content=\"reload\">"

    private static func makeServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                return .html("<title>Start</title><p><a href=\"/legacy\">Legacy</a></p>")
            case "/legacy":
                return .html("<html><head><title>Legacy</title>\(reload)</head><body><p>Legacy page</p></body></html>")
            case "/framed":
                return .html("<title>Framed</title><turbo-frame id=\"box\" src=\"/box\">Loading box</turbo-frame>")
            case "/box":
                return .html("<html><head><title>Box page</title>\(reload)</head>"
                             + "<body><turbo-frame id=\"box\">Box in a frame</turbo-frame><p>Whole box page</p></body></html>")
            default:
                return .html("<p>missing</p>", status: 404)
            }
        }
    }

    private func run(_ server: LoopbackHTTPServer, _ path: String, keys: [Key]) -> MemoryTerminal {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
        ScriptedLoop.run(loop, opening: server.url(path), keys: keys)
        return terminal
    }

    private func requests(_ server: LoopbackHTTPServer, to path: String) -> [LoopbackHTTPServer.Request] {
        server.requests.filter { $0.target == path }
    }

    @Test func aPageThatSaysReloadIsLoadedAgainInFullWithoutTurboHeaders() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        let terminal = run(server, "/", keys: [.tab, .enter])
        let legacy = requests(server, to: "/legacy")
        #expect(legacy.count == 2, "the Turbo visit, then the full load")
        #expect(legacy.first?.header("X-Turbo-Request-Id") != nil)
        let full = try #require(legacy.last)
        #expect(full.header("X-Turbo-Request-Id") == nil)
        #expect(full.header("Turbo-Frame") == nil)
        #expect(full.header("Accept") == FullPageLoad.accept)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Legacy page"), "\(screen)")
        #expect(terminal.rows[0].contains("Legacy"))
    }

    @Test func aFrameWhoseAnswerSaysReloadBecomesAFullVisitOfItsURL() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        let terminal = run(server, "/framed", keys: [])
        let box = requests(server, to: "/box")
        #expect(box.first?.header("Turbo-Frame") == "box")
        #expect(box.last?.header("Turbo-Frame") == nil, "\(box.map(\.headers))")
        #expect(box.last?.header("X-Turbo-Request-Id") == nil)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Whole box page"), "the whole page, not the frame: \(screen)")
        #expect(terminal.rows[0].contains("/box"), "\(terminal.rows[0])")
    }

    @Test func aCachedPageThatSaysReloadIsLoadedInFullOnForward() throws {
        let server = try Self.makeServer()
        defer { server.stop() }
        _ = run(server, "/", keys: [.tab, .enter, .left, .character("l")])
        let legacy = requests(server, to: "/legacy")
        #expect(legacy.count == 3, "visit, full load, and a full load again on forward: \(legacy.count)")
        #expect(legacy.last?.header("X-Turbo-Request-Id") == nil)
        #expect(requests(server, to: "/").count == 1, "back to / came from the cache")
    }
}
