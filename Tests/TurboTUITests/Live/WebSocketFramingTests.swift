import Foundation
import Testing
import Net

/// The pure parts of RFC 6455: the accept key, frame encoding, and the
/// decoder fed bytes split at every position.
@Suite("WebSocket framing")
struct WebSocketFramingTests {
    @Test func acceptKeyMatchesTheRFCExample() {
        let handshake = WebSocketHandshake(url: URL(string: "ws://example.com/chat")!, protocols: [], headers: [],
                                           key: "dGhlIHNhbXBsZSBub25jZQ==")
        #expect(handshake.expectedAccept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func aHeaderValueWithALineBreakIsNotSent() {
        let handshake = WebSocketHandshake(url: URL(string: "wss://example.com/cable?x=1")!, protocols: ["actioncable-v1-json"],
                                           headers: [("Origin", "https://example.com\r\nEvil: 1"), ("Cookie", "a=b")], key: "k")
        let request = String(decoding: handshake.requestBytes, as: UTF8.self)
        #expect(request.hasPrefix("GET /cable?x=1 HTTP/1.1\r\nHost: example.com\r\n"))
        #expect(!request.contains("Evil"))
        #expect(request.contains("Cookie: a=b\r\n"))
        #expect(request.contains("Sec-WebSocket-Protocol: actioncable-v1-json\r\n"))
    }

    @Test func connectionURLMapsWebSocketSchemesToHTTP() {
        #expect(WebSocketHandshake.connectionURL(for: URL(string: "wss://a.test/cable")!)?.absoluteString == "https://a.test/cable")
        #expect(WebSocketHandshake.connectionURL(for: URL(string: "ws://a.test:3000/c?q")!)?.absoluteString == "http://a.test:3000/c?q")
        #expect(WebSocketHandshake.connectionURL(for: URL(string: "http://a.test/")!) == nil)
    }

    @Test func decodesMessagesSplitAtEveryByte() throws {
        let text = WebSocketFrame(isFinal: false, opcode: .text, payload: Array("wö".utf8))
        let ping = WebSocketFrame(opcode: .ping, payload: [1])
        let rest = WebSocketFrame(opcode: .continuation, payload: Array(String(repeating: "r", count: 300).utf8))
        let stream = [text, ping, rest].flatMap { Self.unmasked($0) }
        for split in 0...stream.count {
            var decoder = WebSocketFrameDecoder(maximumMessageBytes: 1000)
            let messages = try decoder.receive(Array(stream[..<split])) + decoder.receive(Array(stream[split...]))
            #expect(messages == [.ping([1]), .text("wö" + String(repeating: "r", count: 300))])
        }
    }

    @Test func rejectsAContinuationOutsideAMessage() {
        var decoder = WebSocketFrameDecoder(maximumMessageBytes: 1000)
        #expect(throws: WebSocketError.protocolViolation("continuation frame outside a message", closeCode: 1002)) {
            try decoder.receive(Self.unmasked(WebSocketFrame(opcode: .continuation, payload: [1])))
        }
    }

    @Test func rejectsAnOversizedControlFrameAndABadCloseCode() {
        var decoder = WebSocketFrameDecoder(maximumMessageBytes: 1000)
        #expect(throws: WebSocketError.self) {
            try decoder.receive(Self.unmasked(WebSocketFrame(opcode: .ping, payload: [UInt8](repeating: 0, count: 126))))
        }
        var other = WebSocketFrameDecoder(maximumMessageBytes: 1000)
        #expect(throws: WebSocketError.protocolViolation("invalid close code 1005", closeCode: 1002)) {
            try other.receive(Self.unmasked(WebSocketFrame(opcode: .close, payload: [0x03, 0xED])))
        }
    }

    @Test func clientFramesAreMaskedWithLengthsOfEachSize() {
        for size in [0, 125, 126, 65535, 65536] {
            let bytes = WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 7, count: size)).encoded(mask: [1, 2, 3, 4])
            #expect(bytes[1] & 0x80 != 0)
            let header = size < 126 ? 2 : size < 65536 ? 4 : 10
            #expect(bytes.count == header + 4 + size)
            if size > 0 { #expect(bytes[header + 4] == 7 ^ 1) }
        }
    }

    /// A frame as a server sends it (no mask).
    static func unmasked(_ frame: WebSocketFrame) -> [UInt8] {
        let masked = frame.encoded(mask: [0, 0, 0, 0])
        let lengthByte = masked[1] & 0x7F
        let header = lengthByte < 126 ? 2 : lengthByte == 126 ? 4 : 10
        return [masked[0], lengthByte] + masked[2..<header] + masked[(header + 4)...]
    }
}
