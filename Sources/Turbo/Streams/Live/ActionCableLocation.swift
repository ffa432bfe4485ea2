import FoundationEssentials
import HTML

/// Where a page's cable is and what Origin it presents, as rails'
/// `createConsumer` works it out: `<meta name="action-cable-url">`, else
/// `/cable`, resolved against the page, with http(s) turned into ws(s).
package enum ActionCableLocation {
    package static func url(for document: Document, pageURL: URL) -> URL? {
        let written = HeadMeta.content(named: "action-cable-url", in: document).flatMap { $0.isEmpty ? nil : $0 } ?? "/cable"
        guard let resolved = URL(address: written, relativeTo: pageURL)?.absoluteURL,
              var parts = URLComponents(url: resolved, resolvingAgainstBaseURL: false) else { return nil }
        switch parts.scheme?.lowercased() {
        case "http": parts.scheme = "ws"
        case "https": parts.scheme = "wss"
        case "ws", "wss": break
        default: return nil
        }
        return parts.url
    }

    /// `scheme://host[:port]` of the page, as a browser sends it in `Origin`.
    package static func origin(of pageURL: URL) -> String {
        let scheme = pageURL.scheme?.lowercased() ?? "http"
        let port = pageURL.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(pageURL.host?.lowercased() ?? "")\(port)"
    }
}
