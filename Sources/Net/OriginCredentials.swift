import FoundationEssentials

/// User names and passwords by origin (scheme, host, port), as a browser's
/// authentication cache keeps them: sent with every request to that origin,
/// kept in memory only.
package struct OriginCredentials: Sendable {
    private var byOrigin: [String: HTTPCredentials] = [:]

    package init() {}

    package func credentials(for url: URL) -> HTTPCredentials? {
        Self.origin(of: url).flatMap { byOrigin[$0] }
    }

    /// Keeps `credentials` for `url`'s origin; nil forgets what was kept.
    package mutating func set(_ credentials: HTTPCredentials?, for url: URL) {
        guard let origin = Self.origin(of: url) else { return }
        byOrigin[origin] = credentials
    }

    private static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }
}
