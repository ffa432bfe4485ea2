/// How a WebSocket ended: the close code and reason the peer sent (1005 when
/// it sent none, 1006 when the connection simply dropped), or the error.
public struct WebSocketClosure: Equatable, Sendable {
    public var code: UInt16
    public var reason: String
    /// Both sides sent a close frame.
    public var wasClean: Bool
    public var error: WebSocketError?

    package init(code: UInt16, reason: String, wasClean: Bool, error: WebSocketError? = nil) {
        self.code = code
        self.reason = reason
        self.wasClean = wasClean
        self.error = error
    }
}
