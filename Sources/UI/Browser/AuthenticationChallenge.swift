import FoundationEssentials
import Net
import Turbo

/// A 401 whose `WWW-Authenticate` asks for Basic or Digest (Hotwire Native's
/// `didReceiveAuthenticationChallenge` / `onReceivedHttpAuthRequest`): the
/// request it answered (a visit, a form, a frame), waiting for the user's
/// name and password.
package struct AuthenticationChallenge {
    /// The schemes curl answers for us (CURLAUTH_BASIC | CURLAUTH_DIGEST).
    package static let schemes: Set = ["basic", "digest"]

    package let response: HTTPResponse
    package let request: ChallengedRequest
    /// The realm the server named, for the question ("" when none).
    package let realm: String
    /// Credentials for this origin were sent and refused: a wrong password.
    package let rejected: Bool

    /// nil unless `response` is a 401 asking for Basic or Digest.
    package init?(_ response: HTTPResponse, entry: PageEntry, stack: NavigationStackKind, rejected: Bool) {
        self.init(response, answering: .visit(entry, stack), rejected: rejected)
    }

    package init?(_ response: HTTPResponse, answering request: ChallengedRequest, rejected: Bool) {
        guard response.status == 401 else { return nil }
        let challenges = response.headers.filter { $0.name.equalsIgnoringASCIICase("WWW-Authenticate") }.map(\.value)
        guard let challenge = challenges.first(where: { value in
            Self.schemes.contains(String(value.prefix { !$0.isWhitespace && $0 != "," }).lowercased())
        }) else { return nil }
        self.response = response
        self.request = request
        self.rejected = rejected
        realm = Self.realm(in: challenge)
    }

    /// `realm="..."` of one challenge (RFC 7235 quoted string, `\` escapes), shortened for the status line.
    package static func realm(in challenge: String) -> String {
        guard let start = challenge.asciiCaseInsensitiveRange(of: "realm=") else { return "" }
        var rest = challenge[start.upperBound...]
        var value = ""
        if rest.first == "\"" {
            rest = rest.dropFirst()
            var escaped = false
            for character in rest {
                if escaped { value.append(character); escaped = false } else if character == "\\" { escaped = true }
                else if character == "\"" { break } else { value.append(character) }
            }
        } else {
            value = String(rest.prefix { $0 != "," && !$0.isWhitespace })
        }
        return String(value.prefix(60))
    }

    /// Who asks, in the user name prompt: `Not accepted. app.test ("Staff only")`.
    package var asker: String {
        let host = response.url.host ?? response.url.absoluteString
        let realmText = realm.isEmpty ? "" : " (\"\(realm)\")"
        return (rejected ? "Not accepted. " : "") + host + realmText
    }

    /// What the status line says once the prompt ends, and the driver reports.
    package var question: String {
        let host = response.url.host ?? response.url.absoluteString
        let realmText = realm.isEmpty ? "" : " (\"\(realm)\")"
        let start = rejected ? "The user name or password was not accepted. " : ""
        return "\(start)\(host)\(realmText) asks for a user name and password (Esc: show the 401 page)"
    }
}
