import FoundationEssentials

/// The opening handshake of RFC 6455 section 4: the upgrade request a client
/// sends, and the checks on the server's answer.
package struct WebSocketHandshake {
    package static let acceptGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    package static let maximumResponseHeadBytes = 16 * 1024

    /// ws or wss.
    package let url: URL
    package let protocols: [String]
    /// Extra header lines: Origin, Cookie, User-Agent.
    package let headers: [(name: String, value: String)]
    /// 16 random bytes, base64: the nonce whose hash the server must return.
    package let key: String

    package init(url: URL, protocols: [String], headers: [(name: String, value: String)],
         key: String = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()) {
        self.url = url
        self.protocols = protocols
        self.headers = headers
        self.key = key
    }

    /// The http or https URL curl connects to (curl 7.88 refuses ws and wss).
    package static func connectionURL(for url: URL) -> URL? {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: false), url.host != nil else { return nil }
        switch parts.scheme?.lowercased() {
        case "ws": parts.scheme = "http"
        case "wss": parts.scheme = "https"
        default: return nil
        }
        parts.fragment = nil
        return parts.url
    }

    package var requestBytes: [UInt8] {
        let path = url.path.isEmpty ? "/" : url.path
        let target = path + (url.query.map { "?" + $0 } ?? "")
        let defaultPort = url.scheme?.lowercased() == "wss" ? 443 : 80
        let host = (url.host ?? "") + (url.port.map { $0 == defaultPort ? "" : ":\($0)" } ?? "")
        var lines = ["GET \(target) HTTP/1.1", "Host: \(host)", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13"]
        if !protocols.isEmpty { lines.append("Sec-WebSocket-Protocol: " + protocols.joined(separator: ", ")) }
        // A value from a page must not be able to end its line and add headers.
        lines += headers.filter { !($0.name + $0.value).unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) }
            .map { "\($0.name): \($0.value)" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    package var expectedAccept: String {
        Data(SHA1.digest(Array((key + Self.acceptGUID).utf8))).base64EncodedString()
    }

    /// Checks the server's response head (up to the blank line) and returns
    /// the subprotocol it chose, if any.
    package func validate(responseHead: String) -> Result<String?, WebSocketError> {
        var lines = responseHead.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst()
        let statusParts = statusLine.split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            return .failure(.handshakeInvalid("not an HTTP response"))
        }
        guard status == 101 else {
            return .failure(.handshakeRefused(status: status, reason: statusParts.count > 2 ? String(statusParts[2]) : ""))
        }
        let fields = Self.fields(lines)
        func values(_ name: String) -> [String] {
            fields.filter { $0.name == name }.flatMap { $0.value.split(separator: ",") }
                .map { $0.trimmingSpaces().lowercased() }
        }
        guard values("upgrade").contains("websocket") else { return .failure(.handshakeInvalid("no Upgrade: websocket")) }
        guard values("connection").contains("upgrade") else { return .failure(.handshakeInvalid("no Connection: Upgrade")) }
        guard fields.first(where: { $0.name == "sec-websocket-accept" })?.value == expectedAccept else {
            return .failure(.handshakeInvalid("Sec-WebSocket-Accept does not match the key"))
        }
        guard values("sec-websocket-extensions").isEmpty else {
            return .failure(.handshakeInvalid("the server chose an extension none was offered"))
        }
        let chosen = fields.first(where: { $0.name == "sec-websocket-protocol" })?.value
        if let chosen, !protocols.contains(chosen) {
            return .failure(.handshakeInvalid("the server chose subprotocol \(chosen), which was not offered"))
        }
        return .success(chosen)
    }

    /// Header fields with lowercased names.
    private static func fields(_ lines: [String]) -> [(name: String, value: String)] {
        lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingSpaces())
        }
    }
}
