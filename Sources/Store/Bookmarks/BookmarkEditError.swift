/// Why an edit of the bookmarks was refused; the tree is unchanged.
package enum BookmarkEditError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchItem
    case notAFolder
    /// A folder cannot move into itself or one of its own folders.
    case intoItself
    case rootCannotChange

    package var description: String {
        switch self {
        case .noSuchItem: return "that bookmark is gone"
        case .notAFolder: return "bookmarks go into folders, not into other bookmarks"
        case .intoItself: return "a folder cannot move into itself"
        case .rootCannotChange: return "the top of the bookmarks cannot be renamed, moved or deleted"
        }
    }
}
