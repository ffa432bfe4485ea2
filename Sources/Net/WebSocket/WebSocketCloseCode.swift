/// Close codes of RFC 6455 section 7.4.1 that this client sends or checks.
public enum WebSocketCloseCode {
    public static let normal: UInt16 = 1000
    public static let protocolError: UInt16 = 1002
    public static let noStatus: UInt16 = 1005
    public static let abnormal: UInt16 = 1006
    public static let invalidData: UInt16 = 1007
    public static let messageTooBig: UInt16 = 1009

    /// Whether a peer may send `code` in a close frame (1005, 1006, 1015 and unassigned ones are reserved).
    package static func isValidOnTheWire(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: return true
        default: return false
        }
    }
}
