/// What a folder holds, in its order.
public enum BookmarkItem: Equatable, Sendable {
    case bookmark(Bookmark)
    case folder(BookmarkFolder)

    public var id: BookmarkID {
        switch self {
        case .bookmark(let bookmark): return bookmark.id
        case .folder(let folder): return folder.id
        }
    }

    public var title: String {
        switch self {
        case .bookmark(let bookmark): return bookmark.title
        case .folder(let folder): return folder.title
        }
    }
}
