import FoundationEssentials

/// Turbo 8.0.6+ never visits a path whose last segment ends in a known
/// non-HTML extension; such links are downloads. Compared case-insensitively
/// (Turbo compares as written), so `REPORT.PDF` is a download too.
package struct UnvisitableExtensionRule: LocationRule {
    /// Turbo's `config.drive.unvisitableExtensions`.
    package static let extensions: Set<String> = [
        ".7z", ".aac", ".apk", ".avi", ".bmp", ".bz2", ".css", ".csv", ".deb", ".dmg", ".doc",
        ".docx", ".exe", ".gif", ".gz", ".heic", ".heif", ".ico", ".iso", ".jpeg", ".jpg",
        ".js", ".json", ".m4a", ".mkv", ".mov", ".mp3", ".mp4", ".mpeg", ".mpg", ".msi",
        ".ogg", ".ogv", ".pdf", ".pkg", ".png", ".ppt", ".pptx", ".rar", ".rtf",
        ".svg", ".tar", ".tif", ".tiff", ".txt", ".wav", ".webm", ".webp", ".wma", ".wmv",
        ".xls", ".xlsx", ".xml", ".zip",
    ]

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        guard let found = Self.pathExtension(of: proposal.url), Self.extensions.contains(found) else { return nil }
        return .external(.nonHTMLDocument(extension: found))
    }

    /// From the last dot of the last segment, as Turbo's `getExtension`;
    /// a trailing slash means no extension.
    package static func pathExtension(of url: URL) -> String? {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.path ?? url.path
        guard let segment = path.split(separator: "/", omittingEmptySubsequences: false).last,
              let dot = segment.lastIndex(of: ".") else { return nil }
        return segment[dot...].lowercased()
    }
}
