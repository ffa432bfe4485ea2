import FoundationEssentials
import Net

/// The user names and passwords given in this run, by origin (scheme, host,
/// port): sent with every request to that origin, forgotten when the
/// browser ends, never written anywhere (Hotwire Native keeps them for the
/// session too). Also the one owner of challenges (a 401 asking for Basic
/// or Digest, for a visit, a frame or a form alike): the one being answered,
/// what it answered, and what the answer does.
package struct HTTPAuthentication {
    private var credentialsByOrigin: [String: HTTPCredentials] = [:]
    /// The 401 whose name and password are being asked for.
    package private(set) var pending: AuthenticationChallenge?

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

    /// A 401 for `request` that asks for Basic or Digest: the challenge to
    /// ask the user, now pending; nil for any other answer, and while another
    /// is being asked (one question at a time: this one is handled as it
    /// comes). Credentials already sent to that origin were refused: they
    /// are forgotten, and the challenge says so.
    package mutating func challenge(_ response: HTTPResponse, answering request: ChallengedRequest) -> AuthenticationChallenge? {
        guard pending == nil else { return nil }
        let rejected = credentials(for: response.url) != nil
        guard let challenge = AuthenticationChallenge(response, answering: request, rejected: rejected) else { return nil }
        if rejected { forget(for: response.url) }
        pending = challenge
        return challenge
    }

    /// The user gave a name and a password: they are kept for the origin,
    /// and the request the 401 answered is to be sent again.
    package mutating func answer(_ credentials: HTTPCredentials) -> ChallengedRequest? {
        guard let challenge = pending else { return nil }
        pending = nil
        remember(credentials, for: challenge.response.url)
        return challenge.request
    }

    /// Esc on the question: the 401 goes to what it answered as if no prompt had been.
    package mutating func decline() -> AuthenticationChallenge? {
        defer { pending = nil }
        return pending
    }

    private static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        return "\(scheme)://\(host):\(url.port ?? (scheme == "https" ? 443 : 80))"
    }
}
