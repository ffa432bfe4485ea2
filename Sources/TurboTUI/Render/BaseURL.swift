import Foundation

/// The URL relative references resolve against: `<base href>` when present.
enum BaseURL {
    static func of(_ document: Document, fallback: URL?) -> URL? {
        guard let href = document.head?.firstDescendant(where: { $0.name == "base" && $0.hasAttribute("href") })?
            .attribute("href") else { return fallback }
        return resolve(href, against: fallback) ?? fallback
    }

    static func resolve(_ href: String, against base: URL?) -> URL? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(string: trimmed, relativeTo: base)?.absoluteURL
    }
}
