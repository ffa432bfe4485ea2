import FoundationEssentials

/// `<meta name="turbo-cache-control">`: whether a page may be cached, and
/// whether its cached copy may be shown as a preview during a new visit.
package enum SnapshotCacheControl: Equatable, Sendable {
    case cache
    case noPreview
    case noCache

    /// The meta tag's content; anything else means cache.
    package init(metaContent: String?) {
        switch metaContent?.trimmingSpaces().lowercased() {
        case "no-cache": self = .noCache
        case "no-preview": self = .noPreview
        default: self = .cache
        }
    }
}
