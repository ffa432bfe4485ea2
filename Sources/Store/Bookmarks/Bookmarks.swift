import FoundationEssentials

/// The bookmarks tree and its edits: add, delete, rename, move between
/// folders. A value: `BookmarksFile` reads and writes it whole.
package struct Bookmarks: Equatable, Sendable {
    /// The file's top `<DL>`, titled by its `<H1>`.
    package private(set) var root: BookmarkFolder
    private var lastID: Int

    package init(title: String = "Bookmarks") {
        root = BookmarkFolder(id: BookmarkID(value: 0), title: title)
        lastID = 0
    }

    /// A new id, for the reader and for the edits below.
    package mutating func makeID() -> BookmarkID {
        lastID += 1
        return BookmarkID(value: lastID)
    }

    /// Puts the tree the reader built in place.
    package mutating func setRoot(_ folder: BookmarkFolder) {
        root = folder
    }

    package func item(_ id: BookmarkID) -> BookmarkItem? {
        id == root.id ? .folder(root) : Self.find(id, in: root)
    }

    @discardableResult
    package mutating func addBookmark(title: String, url: String, added: Date? = nil,
                                     to folder: BookmarkID? = nil) throws(BookmarkEditError) -> BookmarkID {
        let bookmark = Bookmark(id: makeID(), title: title, url: url, added: added)
        try insert(.bookmark(bookmark), into: folder ?? root.id, at: nil)
        return bookmark.id
    }

    @discardableResult
    package mutating func addFolder(title: String, added: Date? = nil,
                                   to folder: BookmarkID? = nil) throws(BookmarkEditError) -> BookmarkID {
        let new = BookmarkFolder(id: makeID(), title: title, added: added)
        try insert(.folder(new), into: folder ?? root.id, at: nil)
        return new.id
    }

    package mutating func delete(_ id: BookmarkID) throws(BookmarkEditError) {
        guard id != root.id else { throw .rootCannotChange }
        guard Self.remove(id, from: &root) != nil else { throw .noSuchItem }
    }

    package mutating func rename(_ id: BookmarkID, to title: String) throws(BookmarkEditError) {
        if id == root.id {
            root.title = title
            return
        }
        guard Self.edit(id, in: &root, { item in
            switch item {
            case .bookmark(var bookmark): bookmark.title = title; item = .bookmark(bookmark)
            case .folder(var folder): folder.title = title; item = .folder(folder)
            }
        }) else { throw .noSuchItem }
    }

    /// Moves an item into `folder`, at `index` (default: the end).
    package mutating func move(_ id: BookmarkID, to folder: BookmarkID, at index: Int? = nil) throws(BookmarkEditError) {
        guard id != root.id else { throw .rootCannotChange }
        guard let moving = item(id) else { throw .noSuchItem }
        guard case .folder(let destination)? = item(folder) else { throw item(folder) == nil ? .noSuchItem : .notAFolder }
        if case .folder(let movingFolder) = moving, folder == id || Self.find(destination.id, in: movingFolder) != nil {
            throw .intoItself
        }
        var copy = self
        _ = Self.remove(id, from: &copy.root)
        try copy.insert(moving, into: folder, at: index)
        self = copy
    }

    private mutating func insert(_ item: BookmarkItem, into folder: BookmarkID, at index: Int?) throws(BookmarkEditError) {
        func place(_ target: inout BookmarkFolder) {
            let position = min(max(index ?? target.items.count, 0), target.items.count)
            target.items.insert(item, at: position)
        }
        if folder == root.id { return place(&root) }
        guard case .folder? = self.item(folder) else { throw self.item(folder) == nil ? .noSuchItem : .notAFolder }
        _ = Self.edit(folder, in: &root) { found in
            guard case .folder(var target) = found else { return }
            place(&target)
            found = .folder(target)
        }
    }

    private static func find(_ id: BookmarkID, in folder: BookmarkFolder) -> BookmarkItem? {
        for item in folder.items {
            if item.id == id { return item }
            if case .folder(let inner) = item, let found = find(id, in: inner) { return found }
        }
        return nil
    }

    private static func edit(_ id: BookmarkID, in folder: inout BookmarkFolder, _ change: (inout BookmarkItem) -> Void) -> Bool {
        for index in folder.items.indices {
            if folder.items[index].id == id {
                change(&folder.items[index])
                return true
            }
            if case .folder(var inner) = folder.items[index], edit(id, in: &inner, change) {
                folder.items[index] = .folder(inner)
                return true
            }
        }
        return false
    }

    private static func remove(_ id: BookmarkID, from folder: inout BookmarkFolder) -> BookmarkItem? {
        if let index = folder.items.firstIndex(where: { $0.id == id }) { return folder.items.remove(at: index) }
        for index in folder.items.indices {
            guard case .folder(var inner) = folder.items[index], let removed = remove(id, from: &inner) else { continue }
            folder.items[index] = .folder(inner)
            return removed
        }
        return nil
    }
}
