/// What a WebSocket asks for and how much it accepts.
public struct WebSocketConfiguration: Sendable {
    /// Offered in `Sec-WebSocket-Protocol`; the server must pick one of them or none.
    public var protocols: [String]
    /// Sent as `Origin` (Action Cable checks it).
    public var origin: String?
    /// A bigger message (whole, after joining fragments) closes the socket with 1009.
    public var maximumMessageBytes: Int
    /// How long to wait for the server's close frame after sending ours.
    public var closeTimeout: Duration

    public init(protocols: [String] = [], origin: String? = nil, maximumMessageBytes: Int = 16 << 20,
                closeTimeout: Duration = .seconds(5)) {
        self.protocols = protocols
        self.origin = origin
        self.maximumMessageBytes = maximumMessageBytes
        self.closeTimeout = closeTimeout
    }
}
