import Foundation
import Net
import UI

/// Just enough of a WebSocket client (RFC 6455) to talk to Action Cable
/// from a test: the upgrade handshake with the `actioncable-v1-json`
/// subprotocol, masked text frames out, unmasked text frames in.
final class CableClient {
    let upgradeResponse: String
    private let socket: LoopbackSocket

    init(server: DemoServer, cookie: String? = nil, path: String = "/cable") throws {
        socket = try LoopbackSocket(port: server.port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Protocol: actioncable-v1-json\r\n"
            + "Origin: \(server.baseURL.absoluteString)\r\n"
        if let cookie { request += "Cookie: \(cookie)\r\n" }
        try socket.send(request + "\r\n")
        upgradeResponse = try socket.read(through: "\r\n\r\n")
    }

    var status: Int? {
        upgradeResponse.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
    }

    func header(_ name: String) -> String? {
        for line in upgradeResponse.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].caseInsensitiveCompare(name) == .orderedSame {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The next text frame's JSON object; pings are skipped when asked.
    func receive(skippingPings: Bool = true) throws -> [String: Any] {
        while true {
            let text = try receiveText()
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw DemoServerError("not a JSON object: \(text)")
            }
            if skippingPings && object["type"] as? String == "ping" { continue }
            return object
        }
    }

    /// Subscribes to the Turbo streams channel under a signed stream name.
    func subscribe(signedStreamName: String) throws -> String {
        let identifier = try Self.json(["channel": "Turbo::StreamsChannel", "signed_stream_name": signedStreamName])
        try sendText(Self.json(["command": "subscribe", "identifier": identifier]))
        return identifier
    }

    func sendText(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81] // FIN, text
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: throw DemoServerError("frame too large for this test client")
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try socket.send(frame)
    }

    private func receiveText() throws -> String {
        while true {
            let head = try socket.read(count: 2)
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try socket.read(count: 2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try socket.read(count: 8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try socket.read(count: length)
            switch head[0] & 0x0F {
            case 1: return String(decoding: payload, as: UTF8.self)
            case 8: throw DemoServerError("the server closed the WebSocket")
            default: continue // pings, pongs, continuation: not used by Action Cable
            }
        }
    }

    private static func json(_ object: [String: String]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
