import Foundation
import Testing
import Net
import Turbo

/// `<turbo-stream-source src>` over a WebSocket (Python websockets) and over
/// server-sent events (the loopback server), each message a stream message.
@Suite("Stream source connections")
struct StreamSourceConnectionTests {
    @Test func aWebSocketSourceDeliversEachTextMessage() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let source = StreamSourceConnection(url: peer.url("/turbo-stream"),
                                            pageURL: URL(string: peer.url("/").absoluteString.replacingOccurrences(of: "ws://", with: "http://"))!,
                                            transport: transport)
        var messages: [String] = []
        source.onStreamMessage = { messages.append($0) }
        #expect(source.usesWebSocket)
        source.start()
        #expect(EventLoopDriver.run(transport) { messages.count == 2 })
        #expect(messages.last == #"<turbo-stream action="append" target="log"><template><p>2</p></template></turbo-stream>"#)
        source.stop()
    }

    @Test func anEventSourceDeliversOnlyUnnamedMessages() throws {
        let body = "event: other\ndata: ignored\n\ndata: <turbo-stream action=\"remove\" target=\"x\">\ndata: </turbo-stream>\n\n"
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8")], body: Array(body.utf8))
        }
        let transport = CurlTransport()
        let source = StreamSourceConnection(url: server.url("/events"), pageURL: server.url("/page"), transport: transport)
        var messages: [String] = []
        source.onStreamMessage = { messages.append($0) }
        source.start()
        #expect(EventLoopDriver.run(transport) { !messages.isEmpty })
        EventLoopDriver.run(transport, seconds: 0.2) { false }
        #expect(messages == ["<turbo-stream action=\"remove\" target=\"x\">\n</turbo-stream>"])
        source.stop()
    }

    // Issue 32: a source on another origin than its page's.

    private static let stream = "data: <turbo-stream action=\"remove\" target=\"body\"></turbo-stream>\n\n"

    private func otherSite(allowing origin: String?) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if request.target == "/login" { return .html("<p>in</p>", headers: [("Set-Cookie", "other_session=s3cr3t; Path=/")]) }
            let cors = origin.map { [("Access-Control-Allow-Origin", $0)] } ?? []
            return .respond(status: 200, headers: [("Content-Type", "text/event-stream")] + cors, body: Array(Self.stream.utf8))
        }
    }

    @Test func anEventStreamOnAnotherOriginIsReadOnlyWhenItAllowsThePage() throws {
        let app = try LoopbackHTTPServer { _ in .html("<p>app</p>") }
        defer { app.stop() }
        for (allowed, used) in [(nil, false), ("http://elsewhere.test", false), ("*", true), (WebOrigin(app.url("/"))!.description, true)] {
            let other = try otherSite(allowing: allowed)
            defer { other.stop() }
            let transport = CurlTransport()
            _ = try transport.fetch(HTTPRequest(url: other.url("/login"))).get()
            let source = StreamSourceConnection(url: other.url("/events"), pageURL: app.url("/page"), transport: transport)
            var messages: [String] = []
            var problems: [String] = []
            source.onStreamMessage = { messages.append($0) }
            source.onProblem = { description, _ in problems.append(description) }
            source.start()
            #expect(EventLoopDriver.run(transport) { !messages.isEmpty || !problems.isEmpty }, "\(allowed ?? "no header")")
            #expect(messages.isEmpty == !used, "\(allowed ?? "no header"): \(messages)")
            if !used {
                #expect(problems == ["\(WebOrigin(other.url("/"))!) does not allow \(WebOrigin(app.url("/"))!) to read it (no Access-Control-Allow-Origin)"])
            }
            let request = try #require(other.requests.last)
            #expect(request.header("Origin") == WebOrigin(app.url("/"))!.description)
            #expect(request.header("Cookie") == nil, "the other site's own cookie does not go either")
            source.stop()
        }
    }

    @Test func aWebSocketSourceOnAnotherOriginIsNotOpened() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let source = StreamSourceConnection(url: peer.url("/turbo-stream"), pageURL: URL(string: "http://app.test/page")!, transport: transport)
        var problems: [String] = []
        source.onProblem = { description, permanent in if permanent { problems.append(description) } }
        source.start()
        #expect(problems == ["a stream source on another site (127.0.0.1) is not opened: a WebSocket's answer cannot say whether this page may read it"])
    }

    @Test func originsAreSchemeHostAndPort() throws {
        #expect(WebOrigin(URL(string: "HTTP://App.Test:80/x")!)?.description == "http://app.test")
        #expect(WebOrigin(URL(string: "https://app.test:8443/")!)?.description == "https://app.test:8443")
        #expect(CrossOriginRead(of: URL(string: "http://app.test/a")!, from: URL(string: "http://app.test:80/b")!) == nil)
        #expect(CrossOriginRead(of: URL(string: "https://app.test/a")!, from: URL(string: "http://app.test/b")!) != nil)
        #expect(CrossOriginRead(of: URL(string: "http://app.test:3001/a")!, from: URL(string: "http://app.test:3000/b")!) != nil)
    }
}
