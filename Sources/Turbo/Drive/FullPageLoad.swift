import FoundationEssentials
import Net

/// The request of a full page load, as a browser makes it when Turbo gives
/// up on a page (`window.location.reload()` after `turbo-visit-control`
/// reload): a plain GET with a browser's `Accept`, none of Turbo's headers
/// (no `X-Turbo-Request-Id`, no `Turbo-Frame`), so the server answers as it
/// would a first load.
package enum FullPageLoad {
    package static let accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    package static func request(for url: URL) -> HTTPRequest {
        HTTPRequest(method: .get, url: url, headers: [("Accept", accept)])
    }
}
