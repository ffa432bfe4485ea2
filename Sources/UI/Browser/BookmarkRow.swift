import Store
/// One line of the bookmarks view: an item, how deep it sits, and the
/// folder holding it. The rows are the tree with the open folders' items
/// under them (`BookmarkList.rows`).
package struct BookmarkRow: Equatable {
    package let item: BookmarkItem
    /// 0 for what the top of the file holds.
    package let depth: Int
    package let parent: BookmarkID
    /// A folder shown open.
    package let isOpen: Bool
}
