import FoundationEssentials
import HTML
import Turbo

/// A page's `PrefetchSettings`, read once per version of its document: a
/// page without the meta tags is walked to its end to learn so, which must
/// not happen at every move of the focus. A class so that a `PageView` read
/// through a `let` can still fill it; copies of the page share it (they share
/// the document too), and the version and URL say for what it holds.
package final class PrefetchSettingsMemo {
    private var kept: (document: ObjectIdentifier, version: Int, url: URL, settings: PrefetchSettings)?

    package init() {}

    /// Whether the settings for this document, version and URL are read.
    package func holds(page url: URL, document: Document, version: Int) -> Bool {
        guard let kept else { return false }
        return kept.document == ObjectIdentifier(document) && kept.version == version && kept.url == url
    }

    package func settings(page url: URL, document: Document, version: Int) -> PrefetchSettings {
        if let kept, kept.document == ObjectIdentifier(document), kept.version == version, kept.url == url { return kept.settings }
        let settings = PrefetchSettings(page: url, document: document)
        kept = (ObjectIdentifier(document), version, url, settings)
        return settings
    }
}
