/// How a WebSocket ended: the close code and reason the peer sent (1005 when
/// it sent none, 1006 when the connection simply dropped), or the error.
package struct WebSocketClosure: Equatable, Sendable {
    package var code: UInt16
    package var reason: String
    /// Both sides sent a close frame.
    package var wasClean: Bool
    package var error: WebSocketError?

    package init(code: UInt16, reason: String, wasClean: Bool, error: WebSocketError? = nil) {
        self.code = code
        self.reason = reason
        self.wasClean = wasClean
        self.error = error
    }
}
