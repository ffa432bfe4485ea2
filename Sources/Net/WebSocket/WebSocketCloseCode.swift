/// Close codes of RFC 6455 section 7.4.1 that this client sends or checks.
package enum WebSocketCloseCode {
    package static let normal: UInt16 = 1000
    package static let protocolError: UInt16 = 1002
    package static let noStatus: UInt16 = 1005
    package static let abnormal: UInt16 = 1006
    package static let invalidData: UInt16 = 1007
    package static let messageTooBig: UInt16 = 1009

    /// Whether a peer may send `code` in a close frame (1005, 1006, 1015 and unassigned ones are reserved).
    package static func isValidOnTheWire(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: return true
        default: return false
        }
    }
}
