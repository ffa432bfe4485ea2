import FoundationEssentials
import HTML

/// Whether a document loads Turbo, read as a browser with JavaScript would
/// find it running: a `<script>` whose `src` names Turbo's bundle
/// (`turbo.js`, `turbo.min.js`, `@hotwired/turbo`, `turbo-rails`), an
/// importmap or module script that imports it, a `turbo-*` meta tag, or
/// Turbo's own elements (`<turbo-frame>`, stream sources). A page without
/// any of these is a classic page: no Turbo runs there (docs/turbo-drive.md).
package enum TurboPresence {
    /// What a script's src or text names when it brings Turbo in.
    private static let bundleNames = ["@hotwired/turbo", "turbo-rails", "turbo.js", "turbo.min.js", "turbo.es2017"]

    package static func loadsTurbo(_ root: Node) -> Bool {
        root.firstDescendant(where: isTurboSign) != nil
    }

    /// One element's part of the rule, for walks that look at every element anyway (`DocumentFacts`).
    package static func isTurboSign(_ element: Element) -> Bool {
        switch element.name {
        case "turbo-frame", "turbo-stream-source", "turbo-cable-stream-source": return true
        case "meta": return element.attribute("name")?.lowercased().hasPrefix("turbo-") == true
        case "script":
            if let source = element.attribute("src") { return names(source.lowercased()) }
            let type = element.attribute("type")?.lowercased() ?? ""
            guard type == "importmap" || type == "module" else { return false }
            return names(element.textContent.lowercased())
        default: return false
        }
    }

    private static func names(_ text: String) -> Bool {
        bundleNames.contains { text.contains($0) }
    }
}
