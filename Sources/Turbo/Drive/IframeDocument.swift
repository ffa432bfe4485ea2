import FoundationEssentials
import HTML
import Net

/// What turbo-tui learns of an iframe's document. A terminal shows no page
/// inside another: an iframe is a line naming its document and linking to it
/// (as lynx shows one), and the browser fetches the document only for its
/// `<title>`, to name it there (docs/turbo-drive.md, "Iframes").
///
/// Only a document of the page's own origin is fetched, with the page's
/// cookies, as a browser loads it. One of another origin is not fetched at
/// all: another site never loads in the app's session (Net/CrossOrigin), and
/// a request without cookies, as `CrossOriginRead` makes for frames, would
/// still tell that site the page was opened (a tracking pixel, which lynx
/// avoids by fetching no iframe), for nothing the page itself may read; its
/// line keeps the iframe's own `title`, name or address, and following it
/// goes through the navigator like any link to another site.
package enum IframeDocument {
    /// The most iframes of one page fetched: a page of thousands costs no more.
    package static let maximumLoads = 16
    /// How much of an answer is read for its title: a title is in the head.
    package static let maximumTitleBytes = 64 * 1024
    /// The longest title shown on the iframe's line.
    package static let maximumTitleLength = 200

    /// An iframe whose document's title is fetched: one with a `src` and no
    /// `srcdoc` (whose markup is its document, and HTML then ignores `src`).
    package static func isFetched(_ element: Element) -> Bool {
        element.name == "iframe" && element.hasAttribute("src") && !element.hasAttribute("srcdoc")
    }

    /// The document's first `maximumLoads` iframes whose titles are fetched (`isFetched`).
    package static func iframes(in document: Document) -> [Element] {
        Array(document.descendantElements.lazy.filter(isFetched).prefix(maximumLoads))
    }

    /// Whether the page at `page` fetches the document at `url`: same origin, http(s).
    package static func isFetched(_ url: URL, from page: URL) -> Bool {
        guard let origin = WebOrigin(url), ["http", "https"].contains(origin.scheme) else { return false }
        return origin == WebOrigin(page)
    }

    /// The iframe's navigation as a browser makes it: no Turbo headers (Turbo
    /// leaves iframes to the browser), the page as the Referer.
    package static func request(for url: URL, from page: URL) -> HTTPRequest {
        FullPageLoad.request(method: .get, for: url, body: nil, contentType: nil, referrer: page)
    }

    /// The title an answer gives the iframe's line: "" when it has none to
    /// show (not 2xx HTML, no `<title>`); nil when the answer came from
    /// another origin than `page`'s (a redirect away), which the page does not show.
    package static func title(of answer: HTTPResponse, page: URL) -> String? {
        guard isFetched(answer.url, from: page) else { return nil }
        guard answer.isSuccess, answer.contentType?.isHTML ?? true else { return "" }
        let head = Array(answer.body.prefix(maximumTitleBytes))
        let title = PageDocument.make(body: head, contentType: answer.contentType).title
        return title.count > maximumTitleLength ? String(title.prefix(maximumTitleLength - 1)) + "…" : title
    }
}
