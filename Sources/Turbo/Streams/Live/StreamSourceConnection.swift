import FoundationEssentials
import Net

/// The connection behind one `<turbo-stream-source src>`, as Turbo's
/// `StreamSourceElement` makes it: a WebSocket for ws/wss (each text
/// message is a stream message; like a browser's, it does not reconnect),
/// else an `EventSource` (each unnamed `message` event is one; it reconnects).
package final class StreamSourceConnection {
    package let url: URL
    package var onStreamMessage: ((String) -> Void)?
    /// A problem worth a status line; `permanent` when the source gave up.
    package var onProblem: ((_ description: String, _ permanent: Bool) -> Void)?

    private let transport: any Transport
    private var socket: WebSocket?
    private var eventSource: EventSource?

    package init(url: URL, transport: any Transport) {
        self.url = url
        self.transport = transport
    }

    deinit {
        stop()
    }

    package var usesWebSocket: Bool { ["ws", "wss"].contains(url.scheme?.lowercased() ?? "") }

    package func start() {
        guard socket == nil && eventSource == nil else { return }
        if usesWebSocket {
            let socket = WebSocket(url: url, transport: transport)
            socket.onText = { [weak self] in self?.onStreamMessage?($0) }
            socket.onClose = { [weak self] closure in
                self?.onProblem?(closure.error?.description ?? "the stream source closed (\(closure.code))", true)
            }
            self.socket = socket
            socket.connect()
        } else {
            let source = EventSource(url: url, transport: transport)
            source.onEvent = { [weak self] event in
                if event.type == "message" { self?.onStreamMessage?(event.data) }
            }
            source.onError = { [weak self] reason, willReconnect in self?.onProblem?(reason, !willReconnect) }
            eventSource = source
            source.connect()
        }
    }

    package func stop() {
        socket?.onClose = nil
        socket?.close()
        socket = nil
        eventSource?.close()
        eventSource = nil
    }
}
