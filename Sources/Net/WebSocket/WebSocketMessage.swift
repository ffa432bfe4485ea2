/// What the frame decoder hands the WebSocket: whole messages (fragments
/// joined) and control frames.
package enum WebSocketMessage: Equatable {
    case text(String)
    case binary([UInt8])
    case ping([UInt8])
    case pong([UInt8])
    case close(code: UInt16, reason: String)
}
