import FoundationEssentials
import Net

/// An Action Cable client for `<turbo-cable-stream-source>` elements, as
/// rails' JavaScript consumer behaves: one WebSocket (subprotocol
/// `actioncable-v1-json`, the site's Origin, the shared jar's cookies),
/// subscriptions sent after `welcome` and sent again after every reconnect,
/// string broadcasts handed to `onStreamMessage`, and a `ConnectionMonitor`
/// that reopens a cable silent for 6 s, with growing intervals between tries.
package final class ActionCableConsumer {
    package enum State: Equatable, Sendable {
        case idle, connecting, connected, disconnected, stopped
    }

    package enum SubscriptionEvent: Equatable, Sendable {
        case confirmed, rejected
    }

    package static let subprotocol = "actioncable-v1-json"

    package let url: URL
    package let origin: String
    package private(set) var state = State.idle
    /// Cables opened so far (the first one included).
    package private(set) var connectionCount = 0
    package var onStreamMessage: ((_ message: String, _ from: ActionCableIdentifier) -> Void)?
    package var onSubscription: ((ActionCableIdentifier, SubscriptionEvent) -> Void)?
    package var onStateChange: ((State) -> Void)?
    /// Why the last cable ended, for a status line.
    package private(set) var lastProblem: String?

    private let transport: any Transport
    private let jitter: () -> Double
    private var subscriptions: [ActionCableIdentifier] = []
    private var monitor: ConnectionMonitor
    private var socket: WebSocket?
    private var pollTimer: TimerQueue.TimerID?

    /// `jitter` gives values in 0..<1 for the polling interval.
    package init(url: URL, origin: String, transport: any Transport,
                jitter: @escaping () -> Double = { Double.random(in: 0..<1) }) {
        self.url = url
        self.origin = origin
        self.transport = transport
        self.jitter = jitter
        monitor = ConnectionMonitor(startedAt: transport.timers.clock.now)
    }

    deinit {
        transport.timers.cancel(pollTimer)
        socket?.onClose = nil
        socket?.close()
    }

    package var subscribed: [ActionCableIdentifier] { subscriptions }

    package func subscribe(_ identifier: ActionCableIdentifier) {
        guard !subscriptions.contains(identifier) else { return }
        subscriptions.append(identifier)
        if state == .connected { send(command: "subscribe", identifier) }
    }

    package func unsubscribe(_ identifier: ActionCableIdentifier) {
        guard let index = subscriptions.firstIndex(of: identifier) else { return }
        subscriptions.remove(at: index)
        if state == .connected { send(command: "unsubscribe", identifier) }
    }

    /// Opens the cable and starts watching its health.
    package func start() {
        guard state == .idle else { return }
        monitor = ConnectionMonitor(startedAt: transport.timers.clock.now)
        open()
        schedulePoll()
    }

    /// Closes the cable for good.
    package func stop() {
        transport.timers.cancel(pollTimer)
        pollTimer = nil
        detachSocket()
        change(to: .stopped)
    }

    private func open() {
        connectionCount += 1
        let configuration = WebSocketConfiguration(protocols: [Self.subprotocol], origin: origin)
        let socket = WebSocket(url: url, configuration: configuration, transport: transport)
        socket.onOpen = { [weak self, unowned socket] in self?.opened(socket) }
        socket.onText = { [weak self] in self?.received($0) }
        socket.onClose = { [weak self] in self?.closed($0) }
        self.socket = socket
        change(to: .connecting)
        socket.connect()
    }

    private func opened(_ socket: WebSocket) {
        guard socket.subprotocol == Self.subprotocol else {
            lastProblem = "the server does not speak \(Self.subprotocol)"
            return stop()
        }
    }

    private func received(_ text: String) {
        monitor.recordMessage(at: transport.timers.clock.now)
        switch ActionCableServerMessage(json: text) {
        case .welcome:
            monitor.recordConnect(at: transport.timers.clock.now)
            change(to: .connected)
            subscriptions.forEach { send(command: "subscribe", $0) }
        case .ping, .other:
            break
        case .confirmed(let json):
            if let identifier = subscriptions.first(where: { $0.json == json }) { onSubscription?(identifier, .confirmed) }
        case .rejected(let json):
            guard let index = subscriptions.firstIndex(where: { $0.json == json }) else { return }
            onSubscription?(subscriptions.remove(at: index), .rejected)
        case .disconnect(let reason, let reconnect):
            lastProblem = "the server disconnected the cable" + (reason.isEmpty ? "" : " (\(reason))")
            if reconnect { socket?.close() } else { stop() }
        case .message(let json, let message):
            if let identifier = subscriptions.first(where: { $0.json == json }) { onStreamMessage?(message, identifier) }
        }
    }

    private func closed(_ closure: WebSocketClosure) {
        socket = nil
        if let error = closure.error { lastProblem = error.description }
        guard state != .stopped else { return }
        monitor.recordDisconnect(at: transport.timers.clock.now)
        change(to: .disconnected)
    }

    private func schedulePoll() {
        pollTimer = transport.timers.schedule(after: monitor.pollInterval(jitter: jitter())) { [weak self] in
            self?.poll()
        }
    }

    private func poll() {
        guard state != .stopped else { return }
        if monitor.shouldReopen(at: transport.timers.clock.now) {
            detachSocket()
            open()
        }
        schedulePoll()
    }

    /// Closes the current socket without reporting its end: a new one takes over.
    private func detachSocket() {
        guard let socket else { return }
        socket.onClose = nil
        socket.onText = nil
        socket.close()
        self.socket = nil
    }

    private func send(command: String, _ identifier: ActionCableIdentifier) {
        socket?.send(text: "{\"command\":\(JSONText.quoted(command)),\"identifier\":\(JSONText.quoted(identifier.json))}")
    }

    private func change(to newState: State) {
        guard state != newState else { return }
        state = newState
        onStateChange?(newState)
    }
}
