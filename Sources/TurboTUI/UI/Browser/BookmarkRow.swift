/// One line of the bookmarks view: an item, how deep it sits, and the
/// folder holding it. The rows are the tree with the open folders' items
/// under them (`BookmarkList.rows`).
struct BookmarkRow: Equatable {
    let item: BookmarkItem
    /// 0 for what the top of the file holds.
    let depth: Int
    let parent: BookmarkID
    /// A folder shown open.
    let isOpen: Bool
}
