/// What a WebSocket asks for and how much it accepts.
package struct WebSocketConfiguration: Sendable {
    /// Offered in `Sec-WebSocket-Protocol`; the server must pick one of them or none.
    package var protocols: [String]
    /// Sent as `Origin` (Action Cable checks it).
    package var origin: String?
    /// A bigger message (whole, after joining fragments) closes the socket with 1009.
    package var maximumMessageBytes: Int
    /// How long to wait for the server's close frame after sending ours.
    package var closeTimeout: Duration

    package init(protocols: [String] = [], origin: String? = nil, maximumMessageBytes: Int = 16 << 20,
                closeTimeout: Duration = .seconds(5)) {
        self.protocols = protocols
        self.origin = origin
        self.maximumMessageBytes = maximumMessageBytes
        self.closeTimeout = closeTimeout
    }
}
