/// One frame of RFC 6455 section 5.2.
package struct WebSocketFrame: Equatable {
    package enum Opcode: UInt8 {
        case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA

        package var isControl: Bool { rawValue & 0x8 != 0 }
    }

    package var isFinal = true
    package var opcode: Opcode
    package var payload: [UInt8]

    package init(isFinal: Bool = true, opcode: Opcode, payload: [UInt8]) {
        self.isFinal = isFinal
        self.opcode = opcode
        self.payload = payload
    }

    /// The frame as a client must send it: masked with `mask` (section 5.3).
    package func encoded(mask: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [(isFinal ? 0x80 : 0) | opcode.rawValue]
        switch payload.count {
        case ..<126:
            bytes.append(0x80 | UInt8(payload.count))
        case ..<65536:
            bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            bytes.append(0x80 | 127)
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (UInt64($0) * 8)) }
        }
        bytes += mask
        bytes.reserveCapacity(bytes.count + payload.count)
        for (index, byte) in payload.enumerated() {
            bytes.append(byte ^ mask[index & 3])
        }
        return bytes
    }

    package static func close(code: UInt16, reason: String) -> WebSocketFrame {
        // A control frame carries at most 125 bytes: 2 for the code, the rest for the reason.
        let reasonBytes = Array(String(decoding: Array(reason.utf8.prefix(123)), as: UTF8.self).utf8).prefix(123)
        return WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)] + reasonBytes)
    }
}
