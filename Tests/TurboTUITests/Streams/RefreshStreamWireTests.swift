import Foundation
import Testing
import Turbo

/// The `refresh` stream action's `method` and `scroll` (turbo-wire R3) on
/// the wire: a form's POST answered with a refresh stream, the page fetched
/// again and shown by the real loop and curl from a server on 127.0.0.1.
/// The page has no `turbo-refresh-*` meta tags, so what the stream says is
/// all that asks for a morph or for the top; a stream naming the request
/// that asked for it is that client's own echo and is skipped.
@Suite("Refresh streams: method, scroll and request-id on the wire")
struct RefreshStreamWireTests {
    /// The page at its `count`th fetch: filler above a form far down, so
    /// that the field the reader types into is below the first screen.
    private static func page(_ count: Int) -> String {
        let filler = (1...30).map { "<p>Filler \($0)</p>" }.joined()
        return """
            <html><head><title>Notes \(count)</title></head><body>
            <p>Top count \(count)</p>\(filler)
            <form action="/save" method="post"><input name="note" id="note"><button>Save</button></form>
            <p>Bottom count \(count)</p>
            </body></html>
            """
    }

    /// A server whose GET / is the page (counting its fetches) and whose
    /// POST /save answers `stream` with the request's own id in place of `ID`.
    private static func server(answering stream: String) throws -> LoopbackHTTPServer {
        let fetches = Counter()
        return try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"): return .html(Self.page(fetches.next()))
            case ("POST", "/save"):
                let body = stream.replacingOccurrences(of: "ID", with: request.header("X-Turbo-Request-Id") ?? "none")
                return .respond(status: 200, headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=utf-8")], body: Array(body.utf8))
            default: return .html("<p>Not here</p>", status: 404)
            }
        }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    /// The page shown, "draft" typed into its field far down (so the page
    /// is scrolled), the form sent and answered with `stream`; `requests`
    /// is how many the server sees by then (3 when the page is refreshed).
    private static func typeAndSend(answeredWith stream: String, requests: Int = 3) throws -> (LoopRun, LoopbackHTTPServer, scroll: Int) {
        let server = try Self.server(answering: stream)
        let run = LoopRun(rows: 10, columns: 60, opening: server.url("/"))
        run.press(.tab)
        run.press(.enter)
        run.type("draft")
        run.press(.escape)
        let scroll = run.loop.state.stacks[.main].page?.scrollTop ?? 0
        run.press(.tab)
        run.press(.enter)
        run.waitFor(requests: requests, on: server)
        run.settle()
        return (run, server, scroll)
    }

    private static func note(_ run: LoopRun) -> FormValue? {
        guard let page = run.loop.state.stacks[.main].page,
              let field = page.rendered.fields.first(where: { $0.element.attribute("id") == "note" }) else { return nil }
        return page.values[field.element]
    }

    @Test func methodMorphScrollPreserveKeepsTypedTextAndThePlace() throws {
        let (run, server, scroll) = try Self.typeAndSend(answeredWith: #"<turbo-stream action="refresh" method="morph" scroll="preserve"></turbo-stream>"#)
        defer { run.loop.stop(); server.stop() }
        #expect(scroll > 0, "the field is below the first screen")
        #expect(server.requests.map { "\($0.method) \($0.target)" } == ["GET /", "POST /save", "GET /"])
        #expect(run.terminal.rows.first?.contains("Notes 2") == true, "the new page's title: \(run.terminal.rows)")
        #expect(run.screen.contains("[draft"), "morphed: what was typed stays: \(run.terminal.rows)")
        #expect(Self.note(run) == .text("draft"))
        #expect(Self.keptThePlace(run, scroll), "the place stays")
    }

    /// The "Sending the form" line took a row from the page while the form
    /// was on its way; the place the refresh keeps is the one it found.
    private static func keptThePlace(_ run: LoopRun, _ scroll: Int) -> Bool {
        guard let now = run.loop.state.stacks[.main].page?.scrollTop else { return false }
        return (scroll...scroll + 1).contains(now)
    }

    @Test func methodReplaceScrollResetReplacesAndGoesToTheTop() throws {
        let (run, server, scroll) = try Self.typeAndSend(answeredWith: #"<turbo-stream action="refresh" method="replace" scroll="reset"></turbo-stream>"#)
        defer { run.loop.stop(); server.stop() }
        #expect(scroll > 0)
        #expect(run.screen.contains("Top count 2"), "the top of the new page: \(run.terminal.rows)")
        #expect(run.loop.state.stacks[.main].page?.scrollTop == 0)
        #expect(Self.note(run) == nil, "replaced: what was typed went with the old page")
    }

    /// Without the attributes nor the metas the refresh replaces the page and,
    /// as the reload key does, keeps the reader's place (docs/turbo-drive.md).
    @Test func withoutMethodAndScrollTheRefreshReplacesAndKeepsThePlace() throws {
        let (run, server, scroll) = try Self.typeAndSend(answeredWith: #"<turbo-stream action="refresh"></turbo-stream>"#)
        defer { run.loop.stop(); server.stop() }
        #expect(run.terminal.rows.first?.contains("Notes 2") == true, "\(run.terminal.rows)")
        #expect(Self.note(run) == nil, "replaced")
        #expect(!run.screen.contains("[draft"))
        #expect(Self.keptThePlace(run, scroll))
    }

    @Test func aRefreshNamingTheRequestThatAskedIsSkipped() throws {
        let (run, server, _) = try Self.typeAndSend(answeredWith: #"<turbo-stream action="refresh" request-id="ID" method="morph"></turbo-stream>"#, requests: 2)
        defer { run.loop.stop(); server.stop() }
        // Past the refresh debounce (150 ms): a refresh would have been asked for by now.
        run.run(for: .milliseconds(400))
        run.settle()
        #expect(server.requests.last?.header("X-Turbo-Request-Id") != nil)
        #expect(server.requests.map { "\($0.method) \($0.target)" } == ["GET /", "POST /save"], "no refresh")
        #expect(run.screen.contains("[draft"))
    }
}
