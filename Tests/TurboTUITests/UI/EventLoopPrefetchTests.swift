import Foundation
import Testing

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

    @Test func theFocusedLinkIsPrefetchedAndFollowingItSendsNothingMore() throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = LoopRun(rows: 10, columns: 60, opening: server.url("/"))
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
        let run = LoopRun(rows: 10, columns: 60, opening: server.url("/"))
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
