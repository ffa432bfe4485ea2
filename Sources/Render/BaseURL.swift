import FoundationEssentials
import HTML

/// The URL relative references resolve against: `<base href>` when present.
package enum BaseURL {
    package static func of(_ document: Document, fallback: URL?) -> URL? {
        guard let href = document.head?.firstDescendant(where: { $0.name == "base" && $0.hasAttribute("href") })?
            .attribute("href") else { return fallback }
        return resolve(href, against: fallback) ?? fallback
    }

    package static func resolve(_ href: String, against base: URL?) -> URL? {
        guard let cleaned = cleaned(href) else { return base }
        return URL(address: cleaned, relativeTo: base)?.absoluteURL
    }

    /// The reference the URL standard's parser reads in `href`: every tab
    /// and newline removed, anywhere, then leading and trailing ASCII
    /// whitespace and control characters stripped; nil when nothing is left
    /// (the reference is then the base itself).
    package static func cleaned(_ href: String) -> String? {
        let href = href.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            ? String(href.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }) : href
        let utf8 = href.utf8
        guard let first = utf8.firstIndex(where: { $0 > 0x20 }), let last = utf8.lastIndex(where: { $0 > 0x20 }) else {
            return nil
        }
        return first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) ? href : String(href[first...last])
    }
}
