import Foundation
import Testing
import Net

/// The WebSocket client against Python's `websockets` server on 127.0.0.1:
/// handshake, subprotocol, fragments, ping, close codes, big messages and
/// the errors a broken peer causes.
@Suite("WebSocket client against Python websockets")
struct WebSocketClientTests {
    /// What one socket saw, collected from its callbacks; it keeps the socket alive.
    final class Recorder {
        var socket: WebSocket?
        var opened = false
        var texts: [String] = []
        var binaries: [[UInt8]] = []
        var closure: WebSocketClosure?

        func attach(_ socket: WebSocket) {
            self.socket = socket
            socket.onOpen = { [unowned self] in opened = true }
            socket.onText = { [unowned self] in texts.append($0) }
            socket.onBinary = { [unowned self] in binaries.append($0) }
            socket.onClose = { [unowned self] in closure = $0 }
        }
    }

    private func open(_ path: String, peer: WebSocketPeer, transport: CurlTransport,
                      configuration: WebSocketConfiguration = WebSocketConfiguration(protocols: ["chat"])) -> (WebSocket, Recorder) {
        let socket = WebSocket(url: peer.url(path), configuration: configuration, transport: transport)
        let recorder = Recorder()
        recorder.attach(socket)
        socket.connect()
        return (socket, recorder)
    }

    @Test func echoesTextAndBinaryAfterAnAcceptedHandshake() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (socket, seen) = open("/echo", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.opened })
        #expect(socket.subprotocol == "chat")
        socket.send(text: "héllo ✓")
        socket.send(binary: [0, 1, 2, 255])
        #expect(EventLoopDriver.run(transport) { seen.texts.count == 1 && seen.binaries.count == 1 })
        #expect(seen.texts == ["héllo ✓"])
        #expect(seen.binaries == [[0, 1, 2, 255]])
        socket.close()
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.code == 1000)
        #expect(seen.closure?.wasClean == true)
    }

    @Test func sendsCookiesFromTheSharedJarOriginAndUserAgent() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        transport.cookieJar.add(Cookie(netscapeLine: "127.0.0.1\tFALSE\t/\tFALSE\t0\t_session\tabc123")!)
        transport.cookieJar.add(Cookie(netscapeLine: "other.example\tFALSE\t/\tFALSE\t0\tforeign\tno")!)
        let (_, seen) = open("/headers", peer: peer, transport: transport,
                             configuration: WebSocketConfiguration(origin: "http://127.0.0.1:\(peer.port)"))
        #expect(EventLoopDriver.run(transport) { !seen.texts.isEmpty })
        let text = try #require(seen.texts.first)
        let headers = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(headers["cookie"] == "_session=abc123")
        #expect(headers["origin"] == "http://127.0.0.1:\(peer.port)")
        #expect(headers["user-agent"]?.contains("Hotwire Native") == true)
        #expect(headers["sec-websocket-version"] == "13")
    }

    @Test func sendsTheAppHeadersToAnAppHostOnly() throws {
        let peer = try WebSocketPeer.shared()
        let headers = HostScopedHeaders(hosts: [HostPattern(host: "127.0.0.1")], fields: [HeaderField(line: "X-App-Token: ws")!])
        let transport = CurlTransport(configuration: TransportConfiguration(appHeaders: headers))
        let (_, seen) = open("/headers", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { !seen.texts.isEmpty })
        let sentText = try #require(seen.texts.first)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(sentText.utf8)) as? [String: String])
        #expect(sent["x-app-token"] == "ws")
        let elsewhere = CurlTransport(configuration: TransportConfiguration(
            appHeaders: HostScopedHeaders(hosts: [HostPattern(host: "app.test")], fields: headers.fields)))
        let (_, other) = open("/headers", peer: peer, transport: elsewhere)
        #expect(EventLoopDriver.run(elsewhere) { !other.texts.isEmpty })
        let otherText = try #require(other.texts.first)
        let notSent = try #require(try JSONSerialization.jsonObject(with: Data(otherText.utf8)) as? [String: String])
        #expect(notSent["x-app-token"] == nil)
    }

    @Test func joinsFragmentedMessages() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/fragmented", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.texts.count == 1 && seen.binaries.count == 1 })
        #expect(seen.texts == ["Hello, wörld"])
        #expect(seen.binaries == [[0, 1, 2]])
    }

    @Test func answersThePeersPing() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/ping", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { !seen.texts.isEmpty })
        #expect(seen.texts == ["pong received"])
    }

    @Test func reportsThePeersCloseCodeAndReason() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (socket, seen) = open("/close/4001", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure == WebSocketClosure(code: 4001, reason: "bye now", wasClean: true, error: nil))
        #expect(socket.state == .closed)
    }

    @Test func receivesAMessageOfSeveralMegabytes() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/big/3000000", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport, seconds: 20) { !seen.texts.isEmpty })
        #expect(seen.texts.first?.count == 3_000_000)
    }

    @Test func closesWith1009WhenAMessageExceedsTheLimit() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/big/70000", peer: peer, transport: transport,
                             configuration: WebSocketConfiguration(maximumMessageBytes: 65536))
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.error == .messageTooLarge(limit: 65536))
        #expect(seen.texts.isEmpty)
    }

    @Test func rejectsTextThatIsNotUTF8() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/bad-utf8", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.error == .protocolViolation("text message is not valid UTF-8", closeCode: 1007))
    }

    @Test func rejectsAFrameMaskedByTheServer() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/masked", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.error == .protocolViolation("the server masked a frame", closeCode: 1002))
    }

    @Test func aDroppedConnectionIsAnAbnormalClosure() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/drop", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.code == 1006)
        #expect(seen.closure?.wasClean == false)
    }

    /// Fault injection (issue 14): the peer closes inside a frame; nothing of it is delivered.
    @Test func aConnectionClosedMidFrameIsAnAbnormalClosureWithNoPartialMessage() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let (_, seen) = open("/mid-frame", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.texts.isEmpty)
        #expect(seen.closure?.code == 1006)
        #expect(seen.closure?.wasClean == false)
    }

    @Test func opensWithoutASubprotocolWhenTheServerPicksNone() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        // websockets picks none of these; that is allowed, and the socket opens without one.
        let (socket, seen) = open("/echo", peer: peer, transport: transport,
                                  configuration: WebSocketConfiguration(protocols: ["other"]))
        #expect(EventLoopDriver.run(transport) { seen.opened || seen.closure != nil })
        #expect(socket.subprotocol == nil)
    }

    @Test func wssVerifiesTheCertificate() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport()
        let socket = WebSocket(url: peer.secureURL("/echo"), transport: transport)
        let seen = Recorder()
        seen.attach(socket)
        socket.connect()
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        guard case .network(.tls(let detail))? = seen.closure?.error else {
            Issue.record("expected a TLS failure for a self-signed certificate, got \(String(describing: seen.closure))")
            return
        }
        #expect(detail.contains("certificate"))
        #expect(!seen.opened)
    }

    @Test func wssWorksWhenVerificationIsSwitchedOff() throws {
        let peer = try WebSocketPeer.shared()
        let transport = CurlTransport(configuration: TransportConfiguration(insecure: true))
        let socket = WebSocket(url: peer.secureURL("/echo"), transport: transport)
        let seen = Recorder()
        seen.attach(socket)
        socket.connect()
        #expect(EventLoopDriver.run(transport) { seen.opened })
        socket.send(text: String(repeating: "tls ", count: 20_000))
        #expect(EventLoopDriver.run(transport) { !seen.texts.isEmpty })
        #expect(seen.texts.first?.count == 80_000)
        socket.close()
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.wasClean == true)
    }

    @Test func aDeadPortFailsWithConnectionRefused() throws {
        let transport = CurlTransport()
        let socket = WebSocket(url: URL(string: "ws://127.0.0.1:1/cable")!, transport: transport)
        let seen = Recorder()
        seen.attach(socket)
        socket.connect()
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.error == .network(.connectionRefused(host: "127.0.0.1")))
        #expect(!seen.opened)
    }

    @Test func anHTTPServerThatDoesNotUpgradeIsRefused() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>no sockets here</p>", status: 404) }
        let transport = CurlTransport()
        let socket = WebSocket(url: URL(string: "ws://127.0.0.1:\(server.port)/cable")!, transport: transport)
        let seen = Recorder()
        seen.attach(socket)
        socket.connect()
        #expect(EventLoopDriver.run(transport) { seen.closure != nil })
        #expect(seen.closure?.error == .handshakeRefused(status: 404, reason: "Not Found"))
    }

    @Test func pageRequestsRunBesideAnOpenSocket() throws {
        let peer = try WebSocketPeer.shared()
        let server = try LoopbackHTTPServer { _ in .html("<p>page</p>") }
        let transport = CurlTransport()
        let (socket, seen) = open("/echo", peer: peer, transport: transport)
        #expect(EventLoopDriver.run(transport) { seen.opened })
        for round in 0..<5 {
            var page: HTTPResponse?
            transport.start(HTTPRequest(url: server.url("/page/\(round)"))) { page = try? $0.get() }
            socket.send(text: "round \(round)")
            #expect(EventLoopDriver.run(transport) { page != nil && seen.texts.count == round + 1 })
            #expect(page?.status == 200)
        }
        #expect(seen.texts.last == "round 4")
        #expect(seen.closure == nil)
    }
}
