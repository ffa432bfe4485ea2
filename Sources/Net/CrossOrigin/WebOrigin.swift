import FoundationEssentials

/// A URL's origin as the web compares and names them (RFC 6454): scheme,
/// host and port, the scheme's default port left out when written. Two URLs
/// are the same origin only when all three agree.
package struct WebOrigin: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let scheme: String
    package let host: String
    package let port: Int?

    /// Nil for a URL without a scheme or host (no page has one).
    package init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        port = HostPattern.effectivePort(of: url)
    }

    /// As the `Origin` header and `Access-Control-Allow-Origin` write it.
    package var description: String {
        let isDefault = port == nil || port == Self.defaultPort(of: scheme)
        return "\(scheme)://\(host)" + (isDefault ? "" : ":\(port!)")
    }

    private static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }
}
