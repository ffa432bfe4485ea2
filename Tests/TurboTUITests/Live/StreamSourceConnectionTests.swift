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
        let source = StreamSourceConnection(url: peer.url("/turbo-stream"), transport: transport)
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
        let source = StreamSourceConnection(url: server.url("/events"), transport: transport)
        var messages: [String] = []
        source.onStreamMessage = { messages.append($0) }
        source.start()
        #expect(EventLoopDriver.run(transport) { !messages.isEmpty })
        EventLoopDriver.run(transport, seconds: 0.2) { false }
        #expect(messages == ["<turbo-stream action=\"remove\" target=\"x\">\n</turbo-stream>"])
        source.stop()
    }
}
