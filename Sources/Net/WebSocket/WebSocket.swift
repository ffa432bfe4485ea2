import FoundationEssentials

/// A WebSocket client (RFC 6455) on the transport's event loop: curl makes
/// the connection (TLS, proxies, DNS cache), this type speaks the protocol
/// over it. Nothing blocks: bytes move when the transport's `poll` finds the
/// socket ready, and timeouts are timers of the same loop.
///
/// The upgrade request carries the cookies the shared jar holds for the
/// server, so the socket is signed in as the pages are.
package final class WebSocket {
    package enum State: Equatable, Sendable {
        case idle, connecting, open, closing, closed
    }

    package let url: URL
    package private(set) var state = State.idle
    /// The subprotocol the server chose in the handshake.
    package private(set) var subprotocol: String?
    package var onOpen: (() -> Void)?
    package var onText: ((String) -> Void)?
    package var onBinary: (([UInt8]) -> Void)?
    /// Called once, however the socket ends (also when it never opened).
    package var onClose: ((WebSocketClosure) -> Void)?

    private let configuration: WebSocketConfiguration
    private let transport: any Transport
    private var handshake: WebSocketHandshake?
    private var connectionID: TransferID?
    private var connection: (any TransportConnection)?
    private var watchID: SocketWatch.ID?
    private var deadline: TimerQueue.TimerID?
    private var responseHead: [UInt8] = []
    private var outbox: [UInt8] = []
    private var decoder: WebSocketFrameDecoder

    package init(url: URL, configuration: WebSocketConfiguration = WebSocketConfiguration(), transport: any Transport) {
        self.url = url
        self.configuration = configuration
        self.transport = transport
        decoder = WebSocketFrameDecoder(maximumMessageBytes: configuration.maximumMessageBytes)
    }

    deinit {
        transport.unwatch(watchID)
        transport.timers.cancel(deadline)
        if let connectionID { transport.closeConnection(connectionID) }
    }

    package func connect() {
        guard state == .idle else { return }
        state = .connecting
        guard let target = WebSocketHandshake.connectionURL(for: url) else {
            return finish(error: .badURL(url.absoluteString))
        }
        let cookies = transport.cookieJar.cookies.filter { $0.applies(to: target) }
        var headers = [(name: "User-Agent", value: transport.userAgent)]
        if let origin = configuration.origin { headers.append((name: "Origin", value: origin)) }
        if !cookies.isEmpty {
            headers.append((name: "Cookie", value: cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")))
        }
        // `--header`s go to the app's hosts on the upgrade too (Action Cable's socket is the app's).
        for field in transport.configuration.appHeaders.fields(for: target)
        where !headers.contains(where: { $0.name.equalsIgnoringASCIICase(field.name) }) {
            headers.append((name: field.name, value: field.value))
        }
        handshake = WebSocketHandshake(url: url, protocols: configuration.protocols, headers: headers)
        let limit = Duration.seconds(transport.limits.connectTimeoutSeconds)
        deadline = transport.timers.schedule(after: limit) { [weak self] in
            self?.finish(error: .network(.connectTimedOut(host: self?.url.host ?? "", seconds: Int(limit.components.seconds))))
        }
        connectionID = transport.openConnection(to: target) { [weak self] result in
            switch result {
            case .success(let connection): self?.connected(connection)
            case .failure(let error): self?.finish(error: .network(error))
            }
        }
    }

    package func send(text: String) {
        send(WebSocketFrame(opcode: .text, payload: Array(text.utf8)))
    }

    package func send(binary: [UInt8]) {
        send(WebSocketFrame(opcode: .binary, payload: binary))
    }

    package func ping(_ payload: [UInt8] = []) {
        send(WebSocketFrame(opcode: .ping, payload: Array(payload.prefix(125))))
    }

    /// Starts the closing handshake; the socket is closed when the server
    /// answers, or after `closeTimeout` if it does not.
    package func close(code: UInt16 = WebSocketCloseCode.normal, reason: String = "") {
        switch state {
        case .idle, .connecting: finish(code: code, reason: reason, clean: false, error: nil)
        case .open:
            send(.close(code: code, reason: reason))
            state = .closing
            deadline = transport.timers.schedule(after: configuration.closeTimeout) { [weak self] in
                self?.finish(code: WebSocketCloseCode.abnormal, reason: "", clean: false, error: nil)
            }
        case .closing, .closed: return
        }
    }

    private func send(_ frame: WebSocketFrame) {
        // After our close frame only answers to pings may follow (RFC 6455 section 5.5.1).
        guard state == .open || (state == .closing && frame.opcode == .pong) else { return }
        outbox += frame.encoded(mask: (0..<4).map { _ in UInt8.random(in: 0...255) })
        flush()
    }

    private func connected(_ made: any TransportConnection) {
        connection = made
        watchID = transport.watch(made.socketDescriptor) { [weak self] readable, writable in
            if writable { self?.flush() }
            if readable { self?.readAvailable() }
        }
        outbox = handshake?.requestBytes ?? []
        flush()
    }

    private func flush() {
        guard let connection, let watchID else { return }
        while !outbox.isEmpty {
            switch connection.send(outbox[...]) {
            case .success(0):
                transport.setWatch(watchID, wantsOutput: true)
                return
            case .success(let sent):
                outbox.removeFirst(sent)
            case .failure(let error):
                return finish(error: .network(error))
            }
        }
        transport.setWatch(watchID, wantsOutput: false)
    }

    private func readAvailable() {
        while let connection, state != .closed {
            switch connection.receive(maximum: 65536) {
            case .success(nil): return
            case .success(let bytes?) where bytes.isEmpty:
                return state == .closing ? finish(code: WebSocketCloseCode.abnormal, reason: "", clean: false, error: nil)
                    : finish(error: .closedAbnormally)
            case .success(let bytes?): received(bytes)
            case .failure(let error): return finish(error: .network(error))
            }
        }
    }

    private func received(_ bytes: [UInt8]) {
        guard state == .connecting else { return decode(bytes) }
        responseHead += bytes
        guard let end = responseHead.firstRange(of: [13, 10, 13, 10]) else {
            if responseHead.count > WebSocketHandshake.maximumResponseHeadBytes {
                finish(error: .handshakeInvalid("response head larger than 16 KB"))
            }
            return
        }
        let head = String(decoding: responseHead[..<end.lowerBound], as: UTF8.self)
        let rest = Array(responseHead[end.upperBound...])
        responseHead = []
        switch handshake?.validate(responseHead: head) ?? .failure(.handshakeInvalid("no handshake")) {
        case .failure(let error): finish(error: error)
        case .success(let chosen):
            transport.timers.cancel(deadline)
            subprotocol = chosen
            state = .open
            onOpen?()
            if !rest.isEmpty && state == .open { decode(rest) }
        }
    }

    private func decode(_ bytes: [UInt8]) {
        let messages: [WebSocketMessage]
        do {
            messages = try decoder.receive(bytes)
        } catch {
            if let code = error.closeCode { send(.close(code: code, reason: "")) }
            return finish(error: error)
        }
        for message in messages where state == .open || state == .closing {
            handle(message)
        }
    }

    private func handle(_ message: WebSocketMessage) {
        switch message {
        case .text(let text): if state == .open { onText?(text) }
        case .binary(let bytes): if state == .open { onBinary?(bytes) }
        case .ping(let payload): send(WebSocketFrame(opcode: .pong, payload: payload))
        case .pong: break
        case .close(let code, let reason):
            if state == .open {
                // Echo the code (section 5.5.1); a frame without one is answered without one.
                send(code == WebSocketCloseCode.noStatus ? WebSocketFrame(opcode: .close, payload: [])
                     : .close(code: code, reason: ""))
            }
            finish(code: code, reason: reason, clean: true, error: nil)
        }
    }

    private func finish(error: WebSocketError) {
        finish(code: WebSocketCloseCode.abnormal, reason: "", clean: false, error: error)
    }

    private func finish(code: UInt16, reason: String, clean: Bool, error: WebSocketError?) {
        guard state != .closed else { return }
        state = .closed
        transport.unwatch(watchID)
        transport.timers.cancel(deadline)
        watchID = nil
        connection = nil
        if let connectionID { transport.closeConnection(connectionID) }
        connectionID = nil
        onClose?(WebSocketClosure(code: code, reason: reason, wasClean: clean, error: error))
    }
}
