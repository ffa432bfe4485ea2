import FoundationEssentials
import Base

/// A page's request to another origin, made as a browser makes Turbo's
/// fetches (`credentials: "same-origin"`) and an `EventSource` without
/// `withCredentials`: no cookies go (the other site's included), an `Origin`
/// header names the page's origin, and the page may use the answer only
/// when the server allows that origin by `Access-Control-Allow-Origin`
/// (`*` or the origin itself), as CORS requires (issue 32: a frame or a
/// stream source on another host must not be able to rewrite the app's page).
package struct CrossOriginRead: Equatable, Sendable {
    /// The page's origin, which the request comes from.
    package let pageOrigin: WebOrigin
    /// Where the request goes.
    package let target: WebOrigin

    /// Nil when `url` is the page's own origin (or either has none): such a
    /// request is an ordinary one, cookies and all.
    package init?(of url: URL, from page: URL) {
        guard let pageOrigin = WebOrigin(page), let target = WebOrigin(url), pageOrigin != target else { return nil }
        self.pageOrigin = pageOrigin
        self.target = target
    }

    /// The request without cookies, naming the page's origin.
    package func prepare(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        request.sendsCookies = false
        request.headers.removeAll { $0.name.equalsIgnoringASCIICase("Origin") }
        request.headers.append((name: "Origin", value: pageOrigin.description))
        return request
    }

    /// Whether the answer lets the page read it.
    package func allows(_ answer: HTTPResponse) -> Bool {
        guard let allowed = answer.header("Access-Control-Allow-Origin")?.trimmingSpaces() else { return false }
        return allowed == "*" || allowed == pageOrigin.description
    }

    /// The answer as the page may see it: one the server did not allow is a failure.
    package func check(_ result: Result<HTTPResponse, NetError>) -> Result<HTTPResponse, NetError> {
        guard case .success(let answer) = result, !allows(answer) else { return result }
        return .failure(.other(refusal))
    }

    /// Why an answer was not used, for the status line.
    package var refusal: String {
        "\(target) does not allow \(pageOrigin) to read it (no Access-Control-Allow-Origin)"
    }
}
