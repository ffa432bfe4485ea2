import FoundationEssentials

/// One page on a stack. The UI keys its rendered page and its snapshot by
/// `id` and `snapshotKey`; the navigator only moves entries around.
public struct PageEntry: Equatable, Sendable, Identifiable {
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int

        package init(rawValue: Int) {
            self.rawValue = rawValue
        }
        public var description: String { "#\(rawValue)" }
    }

    public let id: ID
    public var url: URL
    /// The page's `<title>`, once loaded.
    public var title: String?
    public var properties: PathProperties
    /// Set when what the UI holds for this page may be out of date (a form in
    /// the modal succeeded): the page reloads when it is shown again.
    public var needsReload = false

    public init(id: ID, url: URL, title: String? = nil, properties: PathProperties = PathProperties()) {
        self.id = id
        self.url = url
        self.title = title
        self.properties = properties
    }

    /// The path configuration's `title` wins over the page's own.
    package var displayTitle: String {
        properties.title ?? title ?? url.absoluteString
    }

    public var snapshotKey: SnapshotKey { SnapshotKey(url) }
}
