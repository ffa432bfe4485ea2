import FoundationEssentials
import Net

/// An image a shown page names, to fetch after the page is on screen
/// (`ImageLoader`); answered by `.imageFetched`.
package struct ImageFetch: Equatable, Sendable {
    /// The image's URL as the page's layout resolved it (the cache's key).
    package let url: String
    /// The page it is on: its Referer, and the origin that decides cookies.
    package let page: URL

    package init(url: String, page: URL) {
        self.url = url
        self.page = page
    }

    /// A GET as a browser sends for an `<img>`. An image of the page's own
    /// origin goes with the jar's cookies for it, as the page's requests do;
    /// one of another origin goes with none (and keeps none it is sent):
    /// a browser's default for a cross-site sub-resource (SameSite=Lax), and
    /// nothing of the app's session reaches another site. Navigation is not
    /// involved: the answer is only ever pixels.
    package var request: HTTPRequest? {
        guard let address = URL(address: url) else { return nil }
        var request = HTTPRequest(url: address, headers: [("Accept", "image/png,image/jpeg,image/gif,image/webp,image/*;q=0.8"), ("Referer", page.absoluteString)])
        if WebOrigin(address) != WebOrigin(page) { request.sendsCookies = false }
        return request
    }
}
