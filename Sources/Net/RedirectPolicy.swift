import FoundationEssentials

/// Turbo's rules for following a redirect (spec turbo-wire D8, as `fetch`
/// does it): 303 turns any method into GET, 301 and 302 turn only POST into
/// GET, 307 and 308 keep method and body. Only http and https are followed.
package enum RedirectPolicy {
    package static let followedStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Headers that describe a body; they go when the body goes.
    private static let bodyHeaders: Set<String> = ["content-type", "content-length", "content-encoding",
                                                   "content-language", "content-location"]

    package static func follow(_ request: HTTPRequest, status: Int, to location: URL) -> Result<HTTPRequest, NetError> {
        let scheme = location.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https", !request.staysInOrigin || sameOrigin(request.url, location) else {
            return .failure(.forbiddenRedirect(to: location.absoluteString))
        }
        var next = request
        next.url = location
        // A Location without a fragment keeps the request's, as browsers do.
        if location.fragment == nil, let fragment = request.url.fragment,
           let withFragment = URL(address: location.absoluteString + "#" + fragment) {
            next.url = withFragment
        }
        let becomesGET = (status == 303 && request.method != .head)
            || ((status == 301 || status == 302) && request.method == .post)
        if becomesGET {
            next.method = .get
            next.body = nil
            next.headers.removeAll { bodyHeaders.contains($0.name.lowercased()) }
        }
        if !sameOrigin(request.url, location) {
            // A form's CSRF token belongs to the site that issued it.
            next.headers.removeAll { $0.name.lowercased() == "x-csrf-token" }
            // A password is for the site that asked for it, as curl's CURLOPT_UNRESTRICTED_AUTH off.
            next.credentials = nil
        }
        return .success(next)
    }

    private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased()
            && effectivePort(a) == effectivePort(b)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
