import FoundationEssentials
import HTML

/// The part of a site Turbo drives: the page's origin, under the path of
/// `<meta name="turbo-root">` when the page has one (Turbo's
/// `locationIsVisitable` prefix check).
package struct TurboRoot {
    package let origin: URL
    package let pathPrefix: String

    package init(page: URL, in root: Node) {
        let meta = root.firstDescendant(where: { $0.name == "meta" && $0.attribute("name") == "turbo-root" })
        self.init(page: page, rootMetaContent: meta?.attribute("content"))
    }

    /// `content`: the `turbo-root` meta tag's, when the page has one.
    package init(page: URL, rootMetaContent content: String?) {
        origin = page
        let path = content.flatMap { URL(address: $0, relativeTo: page)?.absoluteURL.path } ?? "/"
        pathPrefix = path.hasSuffix("/") ? path : path + "/"
    }

    package func contains(_ url: URL) -> Bool {
        url.scheme?.lowercased() == origin.scheme?.lowercased() && url.host?.lowercased() == origin.host?.lowercased()
            && url.port == origin.port && (url.path + "/").hasPrefix(pathPrefix)
    }
}
