/// Names a bookmark or folder for as long as the `Bookmarks` it came from
/// lives: given when the file is read or the item added, never reused, so
/// an edit cannot hit another item after the tree changed.
package struct BookmarkID: Hashable, Sendable {
    package let value: Int
}
