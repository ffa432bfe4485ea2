/// Turns the bytes a server sends into messages, checking each rule of
/// RFC 6455 a client must check: unmasked frames, no reserved bits, control
/// frames short and unfragmented, continuation only inside a message,
/// text that is valid UTF-8, and the size limit. Bytes may arrive split anywhere.
package struct WebSocketFrameDecoder {
    package let maximumMessageBytes: Int
    private var buffer: [UInt8] = []
    private var consumed = 0
    /// The message being assembled from fragments, and its first opcode.
    private var fragments: [UInt8] = []
    private var fragmentedOpcode: WebSocketFrame.Opcode?

    package init(maximumMessageBytes: Int) {
        self.maximumMessageBytes = maximumMessageBytes
    }

    /// Adds bytes and returns the messages they complete, in order.
    package mutating func receive(_ bytes: [UInt8]) throws(WebSocketError) -> [WebSocketMessage] {
        buffer += bytes
        var messages: [WebSocketMessage] = []
        while let frame = try nextFrame() {
            if let message = try assemble(frame) { messages.append(message) }
        }
        if consumed > 0 {
            buffer.removeFirst(consumed)
            consumed = 0
        }
        return messages
    }

    private mutating func nextFrame() throws(WebSocketError) -> WebSocketFrame? {
        let available = buffer.count - consumed
        guard available >= 2 else { return nil }
        let first = buffer[consumed], second = buffer[consumed + 1]
        guard first & 0x70 == 0 else { throw violation("reserved bits set without an extension") }
        guard let opcode = WebSocketFrame.Opcode(rawValue: first & 0x0F) else {
            throw violation("unknown opcode \(first & 0x0F)")
        }
        guard second & 0x80 == 0 else { throw violation("the server masked a frame") }
        var length = Int(second & 0x7F)
        var headerLength = 2
        if length == 126 || length == 127 {
            let extra = length == 126 ? 2 : 8
            guard available >= 2 + extra else { return nil }
            let value = buffer[(consumed + 2)..<(consumed + 2 + extra)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            guard value >> 63 == 0 else { throw violation("frame length with the top bit set") }
            guard value <= UInt64(maximumMessageBytes) else { throw .messageTooLarge(limit: maximumMessageBytes) }
            length = Int(value)
            headerLength += extra
        }
        if opcode.isControl {
            guard first & 0x80 != 0 else { throw violation("fragmented control frame") }
            guard length <= 125 else { throw violation("control frame longer than 125 bytes") }
        }
        guard available >= headerLength + length else { return nil }
        let start = consumed + headerLength
        consumed = start + length
        return WebSocketFrame(isFinal: first & 0x80 != 0, opcode: opcode, payload: Array(buffer[start..<consumed]))
    }

    private mutating func assemble(_ frame: WebSocketFrame) throws(WebSocketError) -> WebSocketMessage? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return try closeMessage(frame.payload)
        case .text, .binary:
            guard fragmentedOpcode == nil else { throw violation("a new message began inside a fragmented one") }
            if frame.isFinal { return try message(frame.opcode, frame.payload) }
            fragmentedOpcode = frame.opcode
            fragments = frame.payload
            return nil
        case .continuation:
            guard let opcode = fragmentedOpcode else { throw violation("continuation frame outside a message") }
            guard fragments.count + frame.payload.count <= maximumMessageBytes else {
                throw .messageTooLarge(limit: maximumMessageBytes)
            }
            fragments += frame.payload
            guard frame.isFinal else { return nil }
            fragmentedOpcode = nil
            defer { fragments = [] }
            return try message(opcode, fragments)
        }
    }

    private func message(_ opcode: WebSocketFrame.Opcode, _ payload: [UInt8]) throws(WebSocketError) -> WebSocketMessage {
        guard opcode == .text else { return .binary(payload) }
        guard let text = String(validating: payload, as: UTF8.self) else {
            throw .protocolViolation("text message is not valid UTF-8", closeCode: WebSocketCloseCode.invalidData)
        }
        return .text(text)
    }

    private func closeMessage(_ payload: [UInt8]) throws(WebSocketError) -> WebSocketMessage {
        guard !payload.isEmpty else { return .close(code: WebSocketCloseCode.noStatus, reason: "") }
        guard payload.count >= 2 else { throw violation("close frame with a 1-byte body") }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard WebSocketCloseCode.isValidOnTheWire(code) else { throw violation("invalid close code \(code)") }
        guard let reason = String(validating: payload.dropFirst(2), as: UTF8.self) else {
            throw .protocolViolation("close reason is not valid UTF-8", closeCode: WebSocketCloseCode.invalidData)
        }
        return .close(code: code, reason: reason)
    }

    private func violation(_ reason: String) -> WebSocketError {
        .protocolViolation(reason, closeCode: WebSocketCloseCode.protocolError)
    }
}
