import FoundationEssentials
import HTML

/// Where a form goes: its action resolved against the document's base URL
/// (`<base href>`, else the page), and for GET the query replaced by the
/// fields, as Turbo's `getAction` and `mergeIntoURLSearchParams` do.
package enum FormActionURL {
    package static func resolve(_ action: String, page: URL, in root: Node) -> URL? {
        let base = baseURL(page: page, in: root)
        let trimmed = action.trimmingWhitespace()
        guard !trimmed.isEmpty else { return withoutFragment(base) }
        return URL(address: trimmed, relativeTo: base)?.absoluteURL
    }

    /// `query` is already urlencoded; empty means no `?` at all.
    package static func replacingQuery(of url: URL, with query: String) -> URL {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        parts.percentEncodedQuery = query.isEmpty ? nil : query
        return parts.url ?? url
    }

    private static func baseURL(page: URL, in root: Node) -> URL {
        guard let href = root.firstDescendant(where: { $0.name == "base" && $0.hasAttribute("href") })?.attribute("href"),
              let base = URL(address: href.trimmingWhitespace(), relativeTo: page)?.absoluteURL
        else { return page }
        return base
    }

    private static func withoutFragment(_ url: URL) -> URL {
        guard var parts = URLComponents(url: url, resolvingAgainstBaseURL: true), parts.fragment != nil else { return url }
        parts.fragment = nil
        return parts.url ?? url
    }
}
