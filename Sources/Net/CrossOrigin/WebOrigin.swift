import FoundationEssentials

/// A URL's origin as the web compares and names them (RFC 6454): scheme,
/// host and port, the scheme's default port left out when written. Two URLs
/// are the same origin only when all three agree.
package struct WebOrigin: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let scheme: String
    package let host: String
    package let port: Int?

    /// Nil for a URL without a scheme or host (no page has one).
    /// `asHTTP`: ws and wss count as http and https, whose origin a
    /// WebSocket handshake is made to.
    package init?(_ url: URL, asHTTP: Bool = false) {
        guard var scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        if asHTTP, let http = ["ws": "http", "wss": "https"][scheme] { scheme = http }
        self.scheme = scheme
        self.host = host
        port = HostPattern.effectivePort(of: url)
    }

    /// As the `Origin` header and `Access-Control-Allow-Origin` write it.
    package var description: String {
        let isDefault = port == nil || port == Self.defaultPort(of: scheme)
        return "\(scheme)://\(host)" + (isDefault ? "" : ":\(port!)")
    }

    /// 80 for http and ws, 443 for https and wss.
    package static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }
}
