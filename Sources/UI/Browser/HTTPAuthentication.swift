import FoundationEssentials
import Net

/// The user names and passwords given in this run, by origin (scheme, host,
/// port): forgotten when the browser ends, never written anywhere (Hotwire
/// Native keeps them for the session too). The loop keeps its own copy,
/// changed only by `.setCredentials` effects, and sends them with every
/// request to that origin. Also the one owner of challenges (a 401 asking for Basic
/// or Digest, for a visit, a frame or a form alike): the one being answered,
/// what it answered, and what the answer does.
package struct HTTPAuthentication {
    private var given = OriginCredentials()
    /// The 401 whose name and password are being asked for.
    package private(set) var pending: AuthenticationChallenge?

    package init() {}

    package func credentials(for url: URL) -> HTTPCredentials? {
        given.credentials(for: url)
    }

    /// A 401 for `request` that asks for Basic or Digest: the challenge to
    /// ask the user, now pending; nil for any other answer, and while another
    /// is being asked (one question at a time: this one is handled as it
    /// comes). Credentials already sent to that origin were refused: they
    /// are forgotten (the caller tells the loop, `.setCredentials`), and the challenge says so.
    package mutating func challenge(_ response: HTTPResponse, answering request: ChallengedRequest) -> AuthenticationChallenge? {
        guard pending == nil else { return nil }
        let rejected = credentials(for: response.url) != nil
        guard let challenge = AuthenticationChallenge(response, answering: request, rejected: rejected) else { return nil }
        if rejected { given.set(nil, for: response.url) }
        pending = challenge
        return challenge
    }

    /// The user gave a name and a password: they are kept for the origin
    /// (the caller tells the loop, `.setCredentials`), and the request the 401 answered is to be sent again.
    package mutating func answer(_ credentials: HTTPCredentials) -> ChallengedRequest? {
        guard let challenge = pending else { return nil }
        pending = nil
        given.set(credentials, for: challenge.response.url)
        return challenge.request
    }

    /// Esc on the question: the 401 goes to what it answered as if no prompt had been.
    package mutating func decline() -> AuthenticationChallenge? {
        defer { pending = nil }
        return pending
    }
}
