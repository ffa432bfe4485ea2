import FoundationEssentials

/// The snapshot cache's key: the URL without its fragment, as Turbo's
/// `toCacheKey`, so `/page#a` and `/page#b` share one cached page.
package struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
    package let rawValue: String

    package init(_ url: URL) {
        let text = url.absoluteString
        if let hash = text.firstIndex(of: "#") {
            rawValue = String(text[..<hash])
        } else {
            rawValue = text
        }
    }

    package var description: String { rawValue }
}
