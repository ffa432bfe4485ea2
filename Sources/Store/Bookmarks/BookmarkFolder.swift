import FoundationEssentials

/// A folder: `<DT><H3>title</H3>` followed by its `<DL><p>` of items.
public struct BookmarkFolder: Equatable, Sendable {
    public let id: BookmarkID
    public var title: String
    public var added: Date?
    /// `PERSONAL_TOOLBAR_FOLDER="true"`: the bookmarks bar of Firefox and Chromium, kept on export.
    public var isToolbar = false
    public var items: [BookmarkItem] = []
}
