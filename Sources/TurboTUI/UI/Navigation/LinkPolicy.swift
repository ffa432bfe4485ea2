import Foundation

/// Whether a URL from a page may load in the session (spec
/// native-navigation.md section 7): same host only, http and https only.
enum LinkPolicy: Equatable {
    case load
    /// Another site: never loaded here; the user may open or copy it.
    case external
    case refused(reason: String)

    static func classify(_ url: URL, from page: URL?) -> LinkPolicy {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            return .refused(reason: scheme.isEmpty ? "not a URL" : "\(scheme): links are not followed")
        }
        guard let page, let pageHost = page.host?.lowercased() else { return .load }
        return url.host?.lowercased() == pageHost ? .load : .external
    }
}
