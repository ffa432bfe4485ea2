import Foundation
import Testing
@testable import TurboTUI

/// Prefetch on the wire (turbo-wire R6): the real loop, curl and a server
/// on 127.0.0.1 that records every request. A link that keeps the focus is
/// fetched with `X-Sec-Purpose: prefetch`; following it within the cache
/// time sends nothing more; after the cache time it is fetched again. The
/// loop waits in its poll for the deadlines (never a sleep).
@Suite("Prefetch on the wire")
struct EventLoopPrefetchTests {
    private static func start(cacheTime: Int? = nil) throws -> LoopbackHTTPServer {
        let meta = cacheTime.map { #"<meta name="turbo-prefetch-cache-time" content="\#($0)">"# } ?? ""
        return try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(#"<head><title>Home</title>\#(meta)</head><p><a href="/next">Next page</a></p>"#)
            case "/next": return .html("<title>Next</title><p>The next page.</p>")
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    private final class Run {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 60))
        let loop: EventLoop
        let deadline = ContinuousClock.now + .seconds(15)

        init(opening url: URL) {
            loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration())
            loop.start(opening: url)
            settle()
        }

        func settle() { _ = loop.run(until: { [loop] in loop.isSettled }, deadline: deadline) }

        func press(_ key: Key) {
            loop.send(.input(.key(key)))
            settle()
        }

        /// Turns of the loop until the server has seen `count` requests.
        func waitFor(requests count: Int, on server: LoopbackHTTPServer) {
            _ = loop.run(until: { server.requests.count >= count }, deadline: deadline)
        }

        /// Turns of the loop, waiting in its poll, for `duration`.
        func run(for duration: Duration) {
            _ = loop.run(until: { false }, deadline: ContinuousClock.now + duration)
        }

        var screen: String { terminal.rows.joined(separator: "\n") }
    }

    @Test func theFocusedLinkIsPrefetchedAndFollowingItSendsNothingMore() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = Run(opening: server.url("/"))
        defer { run.loop.stop() }
        #expect(server.requests.count == 1)
        run.press(.tab)
        run.waitFor(requests: 2, on: server)
        let prefetch = try #require(server.requests.last)
        #expect(prefetch.target == "/next")
        #expect(prefetch.header("X-Sec-Purpose") == "prefetch")
        #expect(prefetch.header("Accept")?.hasPrefix("text/html") == true)
        #expect(!run.screen.contains("The next page."), "a prefetch changes nothing on screen")
        // The answer lands in the cache, then Enter shows it.
        run.run(for: .milliseconds(150))
        run.press(.enter)
        #expect(run.screen.contains("The next page."), "\(run.terminal.rows)")
        #expect(server.requests.count == 2, "no second request: \(server.requests.map(\.target))")
    }

    @Test func afterTheCacheTimeFollowingAsksAgain() throws {
        let server = try Self.start(cacheTime: 300)
        defer { server.stop() }
        let run = Run(opening: server.url("/"))
        defer { run.loop.stop() }
        run.press(.tab)
        run.waitFor(requests: 2, on: server)
        run.run(for: .milliseconds(400))
        run.press(.enter)
        #expect(run.screen.contains("The next page."), "\(run.terminal.rows)")
        #expect(server.requests.map(\.target) == ["/", "/next", "/next"])
        #expect(server.requests.last?.header("X-Sec-Purpose") == nil, "the visit is no prefetch")
    }
}
