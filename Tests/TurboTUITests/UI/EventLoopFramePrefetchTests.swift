import Foundation
import Testing

/// The prefetch of a link that drives a `<turbo-frame>` on the wire: the
/// real loop, curl and a server on 127.0.0.1 that records every request.
/// The server sees one request, with `X-Sec-Purpose: prefetch` and
/// `Turbo-Frame`; following the link sends nothing more, also while that
/// request is still on its way; the frame shows the answer.
@Suite("Prefetch of a frame link on the wire")
struct EventLoopFramePrefetchTests {
    private static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/":
                return .html("""
                    <title>Frames</title><p>Above the frame</p>
                    <turbo-frame id="nav"><p>Frame page one</p><a href="/frames/2">Second</a></turbo-frame>
                    """)
            case "/slow-frame":
                return .html(#"<title>Slow</title><turbo-frame id="nav"><a href="/frames/slow">Slow</a></turbo-frame>"#)
            case "/frames/2": return .html(#"<title>Two</title><turbo-frame id="nav"><p>Frame page two</p></turbo-frame>"#)
            case "/team-frame": return .html(#"<title>Team frame</title><turbo-frame id="nav"><a href="/frames/team">Show the team link</a></turbo-frame>"#)
            case "/frames/team":
                return .html(#"<turbo-frame id="nav"><p>Frame team</p><a href="/team" data-turbo-frame="_top" data-turbo-preload>Team</a></turbo-frame>"#)
            case "/team": return .html("<title>Team</title><p>The team page</p>")
            case "/frames/slow":
                return .delayed(seconds: 0.6, .init(.html(#"<turbo-frame id="nav"><p>The slow frame page</p></turbo-frame>"#)))
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    /// The loop on `path` of the recording server, its frame link focused.
    private func withFrameLinkFocused(on path: String, _ check: (LoopRun, LoopbackHTTPServer) throws -> Void) throws {
        let server = try Self.start()
        defer { server.stop() }
        let run = LoopRun(rows: 10, columns: 60, opening: server.url(path))
        defer { run.loop.stop() }
        run.press(.tab)
        try check(run, server)
    }

    @Test func theFrameLinksPrefetchCarriesTurboFrameAndFollowingItSendsNothingMore() throws {
        try withFrameLinkFocused(on: "/") { run, server in
            run.waitFor(requests: 2, on: server)
            let prefetch = try #require(server.requests.last)
            #expect(prefetch.target == "/frames/2")
            #expect(prefetch.header("X-Sec-Purpose") == "prefetch")
            #expect(prefetch.header("Turbo-Frame") == "nav")
            #expect(prefetch.header("Accept")?.hasPrefix("text/html") == true)
            #expect(prefetch.header("X-Turbo-Request-Id") != nil)
            #expect(prefetch.header("Referer") == server.url("/").absoluteString)
            run.run(for: .milliseconds(150))
            run.press(.enter)
            #expect(run.screen.contains("Frame page two"), "\(run.terminal.rows)")
            #expect(!run.screen.contains("Frame page one"))
            #expect(run.screen.contains("Above the frame"), "the page stays")
            #expect(server.requests.map(\.target) == ["/", "/frames/2"], "no second request")
        }
    }

    @Test func aFrameLinkFollowedWhileItsPrefetchIsOnItsWayWaitsForThatRequest() throws {
        try withFrameLinkFocused(on: "/slow-frame") { run, server in
            run.waitFor(requests: 2, on: server)
            #expect(server.requests.last?.target == "/frames/slow")
            // The server holds its answer for 0.6 s: Enter comes while it is on its way.
            run.press(.enter)
            #expect(run.screen.contains("The slow frame page"), "\(run.terminal.rows)")
            #expect(server.requests.map(\.target) == ["/slow-frame", "/frames/slow"], "the prefetch was the frame's request")
            #expect(server.requests.last?.header("Turbo-Frame") == "nav")
        }
    }

    /// The frame a followed link filled reads its new content's preload
    /// links, as Turbo's frame view does: the server sees their GET.
    @Test func aFrameFilledByAFollowedLinkPreloadsTheLinksOfItsNewContent() throws {
        try withFrameLinkFocused(on: "/team-frame") { run, server in
            run.press(.enter)
            run.waitFor(requests: 3, on: server)
            run.settle()
            #expect(run.screen.contains("Frame team"), "\(run.terminal.rows)")
            let preload = server.requests.filter { $0.target == "/team" }
            #expect(preload.count == 1, "\(server.requests.map(\.target))")
            #expect(preload.first?.header("X-Sec-Purpose") == "prefetch")
            #expect(preload.first?.header("Turbo-Frame") == nil, "a page's preload, not the frame's")
        }
    }
}
