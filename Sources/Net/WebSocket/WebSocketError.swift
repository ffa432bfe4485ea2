/// Why a WebSocket could not open or had to end, in words a user can act on.
package enum WebSocketError: Error, Equatable, Sendable, CustomStringConvertible {
    case network(NetError)
    /// The server did not switch protocols: its status line and why.
    case handshakeRefused(status: Int, reason: String)
    case handshakeInvalid(String)
    /// The peer broke RFC 6455; the close code sent to it says which rule.
    case protocolViolation(String, closeCode: UInt16)
    case messageTooLarge(limit: Int)
    /// The connection ended without a close frame.
    case closedAbnormally
    case badURL(String)

    package var description: String {
        switch self {
        case .network(let error): return error.description
        case .handshakeRefused(let status, let reason): return "the server refused the WebSocket (HTTP \(status)): \(reason)"
        case .handshakeInvalid(let reason): return "invalid WebSocket handshake: \(reason)"
        case .protocolViolation(let reason, _): return "WebSocket protocol error: \(reason)"
        case .messageTooLarge(let limit): return "WebSocket message larger than \(ByteCount.format(limit))"
        case .closedAbnormally: return "the WebSocket connection was lost"
        case .badURL(let url): return "not a WebSocket URL: \(url)"
        }
    }

    /// The close code to send the peer before dropping the connection, if any.
    package var closeCode: UInt16? {
        switch self {
        case .protocolViolation(_, let code): return code
        case .messageTooLarge: return WebSocketCloseCode.messageTooBig
        default: return nil
        }
    }
}
