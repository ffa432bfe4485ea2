import FoundationEssentials

/// A folder: `<DT><H3>title</H3>` followed by its `<DL><p>` of items.
package struct BookmarkFolder: Equatable, Sendable {
    package let id: BookmarkID
    package var title: String
    package var added: Date?
    /// `PERSONAL_TOOLBAR_FOLDER="true"`: the bookmarks bar of Firefox and Chromium, kept on export.
    package var isToolbar = false
    package var items: [BookmarkItem] = []
}
