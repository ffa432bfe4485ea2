import FoundationEssentials
import Net

/// The user names and passwords given in this run, by origin (scheme, host,
/// port): sent with every request to that origin, forgotten when the
/// browser ends, never written anywhere (Hotwire Native keeps them for the
/// session too). Also the challenge being answered, if any.
package struct HTTPAuthentication {
    private var credentialsByOrigin: [String: HTTPCredentials] = [:]
    /// The 401 whose name and password are being asked for.
    package var pending: AuthenticationChallenge?

    package init() {}

    package func credentials(for url: URL) -> HTTPCredentials? {
        Self.origin(of: url).flatMap { credentialsByOrigin[$0] }
    }

    package mutating func remember(_ credentials: HTTPCredentials, for url: URL) {
        guard let origin = Self.origin(of: url) else { return }
        credentialsByOrigin[origin] = credentials
    }

    /// Refused credentials are not sent again.
    package mutating func forget(for url: URL) {
        guard let origin = Self.origin(of: url) else { return }
        credentialsByOrigin[origin] = nil
    }

    private static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }
}
