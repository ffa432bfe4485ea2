import FoundationEssentials
import Net

/// The connection behind one `<turbo-stream-source src>`, as Turbo's
/// `StreamSourceElement` makes it: a WebSocket for ws/wss (each text
/// message is a stream message; like a browser's, it does not reconnect),
/// else an `EventSource` (each unnamed `message` event is one; it reconnects).
///
/// A source on another origin than its page's (issue 32) is read as a
/// browser reads it: an event stream without cookies, its events used only
/// when the server allows the page's origin (`CrossOriginRead`). A WebSocket
/// has no such answer to check (a browser leaves it to the server to look at
/// `Origin`), so one on another origin is not opened: a page of the app must
/// not be rewritten by a site the app does not control.
package final class StreamSourceConnection {
    package let url: URL
    /// The page the source is on.
    package let pageURL: URL
    package var onStreamMessage: ((String) -> Void)?
    /// A problem worth a status line; `permanent` when the source gave up.
    package var onProblem: ((_ description: String, _ permanent: Bool) -> Void)?

    private let transport: any Transport
    private var socket: WebSocket?
    private var eventSource: EventSource?

    package init(url: URL, pageURL: URL, transport: any Transport) {
        self.url = url
        self.pageURL = pageURL
        self.transport = transport
    }

    deinit {
        stop()
    }

    package var usesWebSocket: Bool { ["ws", "wss"].contains(url.scheme?.lowercased() ?? "") }

    package func start() {
        guard socket == nil && eventSource == nil else { return }
        if usesWebSocket {
            guard isOnThePagesOrigin else {
                onProblem?("a stream source on another site (\(url.host ?? "")) is not opened: a WebSocket's answer cannot say "
                           + "whether this page may read it", true)
                return
            }
            let socket = WebSocket(url: url, transport: transport)
            socket.onText = { [weak self] in self?.onStreamMessage?($0) }
            socket.onClose = { [weak self] closure in
                self?.onProblem?(closure.error?.description ?? "the stream source closed (\(closure.code))", true)
            }
            self.socket = socket
            socket.connect()
        } else {
            var configuration = EventSourceConfiguration()
            configuration.crossOrigin = CrossOriginRead(of: url, from: pageURL)
            let source = EventSource(url: url, configuration: configuration, transport: transport)
            source.onEvent = { [weak self] event in
                if event.type == "message" { self?.onStreamMessage?(event.data) }
            }
            source.onError = { [weak self] reason, willReconnect in self?.onProblem?(reason, !willReconnect) }
            eventSource = source
            source.connect()
        }
    }

    /// ws and wss count as http and https: the WebSocket handshake is an HTTP request to that origin.
    private var isOnThePagesOrigin: Bool {
        guard let origin = WebOrigin(url, asHTTP: true) else { return false }
        return origin == WebOrigin(pageURL)
    }

    package func stop() {
        socket?.onClose = nil
        socket?.close()
        socket = nil
        eventSource?.close()
        eventSource = nil
    }
}
