import FoundationEssentials

/// The Referer a request from a page carries, by the browser's default
/// policy (strict-origin-when-cross-origin): the page's URL without
/// fragment or credentials to its own origin, only the origin elsewhere,
/// nothing from https to http.
package enum Referrer {
    package static func header(from page: URL, to destination: URL) -> String? {
        guard let pageScheme = page.scheme?.lowercased(), pageScheme == "http" || pageScheme == "https",
              var parts = URLComponents(url: page, resolvingAgainstBaseURL: true) else { return nil }
        if pageScheme == "https" && destination.scheme?.lowercased() != "https" { return nil }
        parts.user = nil
        parts.password = nil
        parts.fragment = nil
        if !sameOrigin(page, destination) {
            parts.path = "/"
            parts.query = nil
        }
        return parts.url?.absoluteString
    }

    private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }
}
