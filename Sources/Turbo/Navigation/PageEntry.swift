import FoundationEssentials

/// One page on a stack. The UI keys its rendered page and its snapshot by
/// `id` and `snapshotKey`; the navigator only moves entries around.
package struct PageEntry: Equatable, Sendable, Identifiable {
    package struct ID: Hashable, Sendable, CustomStringConvertible {
        package let rawValue: Int

        package init(rawValue: Int) {
            self.rawValue = rawValue
        }
        package var description: String { "#\(rawValue)" }
    }

    package let id: ID
    package var url: URL
    /// The page's `<title>`, once loaded.
    package var title: String?
    package var properties: PathProperties
    /// Set when what the UI holds for this page may be out of date (a form in
    /// the modal succeeded): the page reloads when it is shown again.
    package var needsReload = false

    package init(id: ID, url: URL, title: String? = nil, properties: PathProperties = PathProperties()) {
        self.id = id
        self.url = url
        self.title = title
        self.properties = properties
    }

    /// The path configuration's `title` wins over the page's own.
    package var displayTitle: String {
        properties.title ?? title ?? url.absoluteString
    }

    package var snapshotKey: SnapshotKey { SnapshotKey(url) }
}
