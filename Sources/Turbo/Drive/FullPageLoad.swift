import FoundationEssentials
import Net

/// The request of a full page load, as a browser makes it when Turbo gives
/// up on a page (`window.location.reload()` after `turbo-visit-control`
/// reload): a plain GET with a browser's `Accept`, none of Turbo's headers
/// (no `X-Turbo-Request-Id`, no `Turbo-Frame`), so the server answers as it
/// would a first load.
package enum FullPageLoad {
    package static let accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

    /// `referrer`: the page a followed link was on (`Referrer`'s policy applies).
    package static func request(for url: URL, referrer page: URL? = nil) -> HTTPRequest {
        request(method: .get, for: url, body: nil, contentType: nil, referrer: page)
    }

    /// A form's full page load (a classic page's, `data-turbo="false"`): its
    /// body and the page it was sent from, as a browser sends them.
    package static func request(method: HTTPRequest.Method, for url: URL, body: [UInt8]?, contentType: String?, referrer page: URL?) -> HTTPRequest {
        var headers: [(name: String, value: String)] = [("Accept", accept)]
        if let page, let referrer = Referrer.header(from: page, to: url) { headers.append(("Referer", referrer)) }
        if let contentType, body != nil { headers.append(("Content-Type", contentType)) }
        return HTTPRequest(method: method, url: url, headers: headers, body: body)
    }
}
