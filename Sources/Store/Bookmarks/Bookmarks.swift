import FoundationEssentials
import HTML

/// The bookmarks tree and its edits: add, delete, rename, move between
/// folders. A value: `BookmarksFile` reads and writes it whole. Stored as a
/// table of `BookmarkEntry`s by id, so no operation recurses, however deep
/// the folders nest (`root` and `item` give views of it).
package struct Bookmarks: Equatable, Sendable {
    /// The file's top `<DL>`, titled by its `<H1>`.
    package let rootID = BookmarkID(value: 0)
    private var entries: [BookmarkID: BookmarkEntry]
    private var lastID: Int

    package init(title: String = "Bookmarks") {
        entries = [BookmarkID(value: 0): BookmarkEntry(kind: .folder(isToolbar: false), title: title, parent: nil)]
        lastID = 0
    }

    package var root: BookmarkFolder {
        guard case .folder(let folder)? = item(rootID) else { preconditionFailure("the root is a folder") }
        return folder
    }

    /// Bookmarks and folders, the root not counted.
    package var count: Int { entries.count - 1 }

    package func item(_ id: BookmarkID) -> BookmarkItem? {
        guard let entry = entries[id] else { return nil }
        switch entry.kind {
        case .bookmark(let url):
            return .bookmark(Bookmark(id: id, title: entry.title, url: url, added: entry.added))
        case .folder(let isToolbar):
            return .folder(BookmarkFolder(id: id, title: entry.title, added: entry.added, isToolbar: isToolbar, in: self))
        }
    }

    /// A folder's items, in order; none for a bookmark or an unknown id.
    package func items(in folder: BookmarkID) -> [BookmarkItem] {
        (entries[folder]?.children ?? []).compactMap { item($0) }
    }

    /// The ids a folder holds, in order.
    package func children(of folder: BookmarkID) -> [BookmarkID] {
        entries[folder]?.children ?? []
    }

    @discardableResult
    package mutating func addBookmark(title: String, url: String, added: Date? = nil,
                                     to folder: BookmarkID? = nil) throws(BookmarkEditError) -> BookmarkID {
        try insert(BookmarkEntry(kind: .bookmark(url: url), title: title, added: added), into: folder ?? rootID, at: nil)
    }

    @discardableResult
    package mutating func addFolder(title: String, added: Date? = nil, isToolbar: Bool = false,
                                   to folder: BookmarkID? = nil) throws(BookmarkEditError) -> BookmarkID {
        try insert(BookmarkEntry(kind: .folder(isToolbar: isToolbar), title: title, added: added), into: folder ?? rootID, at: nil)
    }

    /// Takes the item out, and everything a folder holds with it.
    package mutating func delete(_ id: BookmarkID) throws(BookmarkEditError) {
        guard id != rootID else { throw .rootCannotChange }
        guard let entry = entries[id], let parent = entry.parent else { throw .noSuchItem }
        entries[parent]?.children.removeAll { $0 == id }
        var going = [id]
        while let next = going.popLast() {
            going += entries.removeValue(forKey: next)?.children ?? []
        }
    }

    package mutating func rename(_ id: BookmarkID, to title: String) throws(BookmarkEditError) {
        guard entries[id] != nil else { throw .noSuchItem }
        entries[id]?.title = title
    }

    /// Moves an item into `folder`, at `index` (default: the end).
    package mutating func move(_ id: BookmarkID, to folder: BookmarkID, at index: Int? = nil) throws(BookmarkEditError) {
        guard id != rootID else { throw .rootCannotChange }
        guard let moving = entries[id], let from = moving.parent else { throw .noSuchItem }
        guard let destination = entries[folder] else { throw .noSuchItem }
        guard case .folder = destination.kind else { throw .notAFolder }
        // Into itself or one of its own folders: the destination's ancestors include it.
        var ancestor: BookmarkID? = folder
        while let current = ancestor {
            if current == id { throw .intoItself }
            ancestor = entries[current]?.parent
        }
        entries[from]?.children.removeAll { $0 == id }
        place(id, in: folder, at: index)
    }

    private mutating func insert(_ entry: BookmarkEntry, into folder: BookmarkID, at index: Int?) throws(BookmarkEditError) -> BookmarkID {
        guard let target = entries[folder] else { throw .noSuchItem }
        guard case .folder = target.kind else { throw .notAFolder }
        lastID += 1
        let id = BookmarkID(value: lastID)
        entries[id] = entry
        place(id, in: folder, at: index)
        return id
    }

    private mutating func place(_ id: BookmarkID, in folder: BookmarkID, at index: Int?) {
        entries[id]?.parent = folder
        let count = entries[folder]?.children.count ?? 0
        entries[folder]?.children.insert(id, at: min(max(index ?? count, 0), count))
    }

    /// Keeps what the file said of an item beyond what turbo-tui reads, for the writer.
    mutating func keep(_ attributes: [Attribute], for id: BookmarkID) {
        entries[id]?.otherAttributes = attributes
    }

    mutating func keep(description: String, for id: BookmarkID) {
        entries[id]?.description = description
    }

    func otherAttributes(of id: BookmarkID) -> [Attribute] { entries[id]?.otherAttributes ?? [] }

    func description(of id: BookmarkID) -> String? { entries[id]?.description }

    /// Whether `id` here and `id` in `other` hold the same items with the
    /// same fields, all the way down; walked with a list, not recursion.
    func holdsTheSame(_ id: BookmarkID, as other: Bookmarks) -> Bool {
        var pending = [id]
        while let next = pending.popLast() {
            guard let mine = entries[next], let theirs = other.entries[next],
                  mine.kind == theirs.kind, mine.title == theirs.title, mine.added == theirs.added,
                  mine.children == theirs.children, mine.otherAttributes == theirs.otherAttributes,
                  mine.description == theirs.description else { return false }
            pending += mine.children
        }
        return true
    }
}
