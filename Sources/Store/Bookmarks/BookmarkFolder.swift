import FoundationEssentials

/// A folder: `<DT><H3>title</H3>` followed by its `<DL><p>` of items. A view
/// of the tree it was read from (`Bookmarks.root`, `Bookmarks.item`), which
/// it keeps (a copy of a value, shared until one of them changes): its items
/// are made when asked for, one level at a time.
package struct BookmarkFolder: Equatable, Sendable {
    package let id: BookmarkID
    package let title: String
    package let added: Date?
    /// `PERSONAL_TOOLBAR_FOLDER="true"`: the bookmarks bar of Firefox and Chromium, kept on export.
    package let isToolbar: Bool
    private let tree: Bookmarks

    init(id: BookmarkID, title: String, added: Date?, isToolbar: Bool, in tree: Bookmarks) {
        self.id = id
        self.title = title
        self.added = added
        self.isToolbar = isToolbar
        self.tree = tree
    }

    package var items: [BookmarkItem] { tree.items(in: id) }

    /// Two folders are equal when all they hold is, folder by folder (without recursion).
    package static func == (left: BookmarkFolder, right: BookmarkFolder) -> Bool {
        left.id == right.id && left.tree.holdsTheSame(left.id, as: right.tree)
    }
}
