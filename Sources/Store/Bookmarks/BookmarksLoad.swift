import Net
/// What opening the bookmarks file gave: the tree (empty when there was
/// none to read), what to tell the user, and whether saving may replace the file.
package struct BookmarksLoad: Equatable, Sendable {
    package var bookmarks: Bookmarks
    package var problems: [PrivateFileProblem]
    /// False when the file could not be read or a damaged one could not be moved: it is never overwritten.
    package var canSave: Bool
}
