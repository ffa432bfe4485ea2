/// What a folder holds, in its order.
package enum BookmarkItem: Equatable, Sendable {
    case bookmark(Bookmark)
    case folder(BookmarkFolder)

    package var id: BookmarkID {
        switch self {
        case .bookmark(let bookmark): return bookmark.id
        case .folder(let folder): return folder.id
        }
    }

    package var title: String {
        switch self {
        case .bookmark(let bookmark): return bookmark.title
        case .folder(let folder): return folder.title
        }
    }
}
