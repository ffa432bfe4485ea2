import FoundationEssentials
import Store

/// The bookmarks view's state (`B`, `--bookmarks`): which folders are open,
/// the selected item (by its `BookmarkID`, so an edit above it cannot move
/// the selection to another item), and the step under way: a rename, a
/// new folder's name, a delete to confirm, a folder to move into.
package struct BookmarkList: Equatable {
    package var open: Set<BookmarkID> = []
    package var selected: BookmarkID?
    package var top = 0
    package var step: Step?

    package enum Step: Equatable {
        case renaming(BookmarkID, Prompt)
        /// A new folder beside the selected item, in `parent`.
        case naming(parent: BookmarkID, Prompt)
        case confirmingDelete(BookmarkID)
        /// `choice`: the row of `destinations` chosen.
        case moving(BookmarkID, choice: Int)
    }

    package enum Outcome: Equatable {
        case stay, close
        /// A bookmark's URL as the file holds it (exported files have `place:` ones too).
        case open(String, inNewTab: Bool)
        /// The tree changed: save it, and say this.
        case edited(String)
        case refused(String)
    }

    /// The rows shown: each folder's items under it when it is open. Walked
    /// with a stack of its own, not by recursion: a file may nest folders
    /// 100 000 deep (issue 32), and every open one adds a level.
    package func rows(_ bookmarks: Bookmarks) -> [BookmarkRow] {
        var rows: [BookmarkRow] = []
        // Each level: its folder, its depth, and the items of it still to show.
        var levels: [(folder: BookmarkID, depth: Int, items: ArraySlice<BookmarkItem>)] =
            [(bookmarks.rootID, 0, bookmarks.items(in: bookmarks.rootID)[...])]
        while let level = levels.popLast() {
            guard let item = level.items.first else { continue }
            levels.append((level.folder, level.depth, level.items.dropFirst()))
            let isOpen = open.contains(item.id) && { if case .folder = item { true } else { false } }()
            rows.append(BookmarkRow(item: item, depth: level.depth, parent: level.folder, isOpen: isOpen))
            if isOpen { levels.append((item.id, level.depth + 1, bookmarks.items(in: item.id)[...])) }
        }
        return rows
    }

    package func selectedIndex(in rows: [BookmarkRow]) -> Int {
        selected.flatMap { id in rows.firstIndex { $0.item.id == id } } ?? 0
    }

    /// Folders an item can move into, as paths from the top: not itself nor
    /// one of its own. In the order of the tree, walked without recursion; a
    /// path deeper than `pathLevels` folders shows only its last ones ("… /
    /// f98 / f99"), so listing 100 000 nested folders is not quadratic in text.
    package static func destinations(for moving: BookmarkID, in bookmarks: Bookmarks) -> [(id: BookmarkID, path: String)] {
        let top = bookmarks.root.title
        var found: [(id: BookmarkID, path: String)] = [(bookmarks.rootID, top + " (top)")]
        // Each level: the titles on its way from the top (the last `pathLevels`), and its folders still to list.
        var levels: [(trail: [String], deep: Bool, folders: ArraySlice<BookmarkFolder>)] =
            [([top], false, Self.folders(in: bookmarks.rootID, of: bookmarks, except: moving))]
        while let level = levels.popLast() {
            guard let folder = level.folders.first else { continue }
            levels.append((level.trail, level.deep, level.folders.dropFirst()))
            var trail = level.trail + [folder.title]
            let deep = level.deep || trail.count > pathLevels
            if trail.count > pathLevels { trail.removeFirst() }
            found.append((folder.id, (deep ? ["…"] + trail : trail).joined(separator: " / ")))
            levels.append((trail, deep, Self.folders(in: folder.id, of: bookmarks, except: moving)))
        }
        return found
    }

    /// The folders a destination's path names at most, the top included.
    package static let pathLevels = 8

    private static func folders(in folder: BookmarkID, of bookmarks: Bookmarks, except moving: BookmarkID) -> ArraySlice<BookmarkFolder> {
        bookmarks.items(in: folder).compactMap { item in
            if case .folder(let inner) = item, inner.id != moving { inner } else { nil }
        }[...]
    }

    package mutating func handle(_ key: Key, bookmarks: inout Bookmarks, rows visible: Int) -> Outcome {
        let rows = rows(bookmarks)
        let index = selectedIndex(in: rows)
        if let step { return handle(key, step: step, bookmarks: &bookmarks) }
        let row = index < rows.count ? rows[index] : nil
        switch key {
        case .escape, .character("q"), .character("B"): return .close
        case .enter, .right, .character("l"), .character("T"):
            guard let row else { return .stay }
            switch row.item {
            case .bookmark(let bookmark):
                guard key == .enter || key == .character("T") else { return .stay }
                return .open(bookmark.url, inNewTab: key == .character("T"))
            case .folder where key == .character("T"): return .stay
            case .folder(let folder):
                if open.contains(folder.id) {
                    if key == .enter { open.remove(folder.id) }
                } else {
                    open.insert(folder.id)
                }
                return .stay
            }
        case .left, .character("h"):
            guard let row else { return .stay }
            if case .folder(let folder) = row.item, open.contains(folder.id) {
                open.remove(folder.id)
            } else if row.depth > 0 {
                select(row.parent, in: rows, visible: visible)
            }
            return .stay
        case .character("d"), .delete:
            if let row { step = .confirmingDelete(row.item.id) }
            return .stay
        case .character("r"):
            if let row { step = .renaming(row.item.id, Prompt(kind: .rename, text: row.item.title)) }
            return .stay
        case .character("n"):
            step = .naming(parent: row?.parent ?? bookmarks.root.id, Prompt(kind: .folderName, text: ""))
            return .stay
        case .character("m"):
            if let row { step = .moving(row.item.id, choice: 0) }
            return .stay
        default:
            guard !rows.isEmpty, let target = Self.target(of: key, from: index, count: rows.count, page: visible) else { return .stay }
            select(rows[target].item.id, in: rows, visible: visible)
            return .stay
        }
    }

    private mutating func handle(_ key: Key, step: Step, bookmarks: inout Bookmarks) -> Outcome {
        switch step {
        case .confirmingDelete(let id):
            self.step = nil
            guard key == .character("y"), let item = bookmarks.item(id) else { return .stay }
            return edit(saying: "Deleted \(Self.describe(item, in: bookmarks))") { () throws(BookmarkEditError) in try bookmarks.delete(id) }
        case .renaming(let id, var prompt), .naming(let id, var prompt):
            switch prompt.handle(key) {
            case .edited, .notTaken:
                if case .renaming = step { self.step = .renaming(id, prompt) } else { self.step = .naming(parent: id, prompt) }
                return .stay
            case .cancelled:
                self.step = nil
                return .stay
            case .entered:
                self.step = nil
                let title = OneLineText.clean(prompt.text)
                guard !title.isEmpty else { return .refused("A title cannot be empty") }
                if case .renaming = step {
                    return edit(saying: "Renamed to \"\(title)\"") { () throws(BookmarkEditError) in try bookmarks.rename(id, to: title) }
                }
                var added: BookmarkID?
                let outcome = edit(saying: "Made folder \"\(title)\"") { () throws(BookmarkEditError) in
                    added = try bookmarks.addFolder(title: title, added: Date(), to: id)
                }
                if let added { selected = added }
                return outcome
            }
        case .moving(let id, let choice):
            let destinations = Self.destinations(for: id, in: bookmarks)
            switch key {
            case .down, .character("j"): self.step = .moving(id, choice: min(choice + 1, destinations.count - 1))
            case .up, .character("k"): self.step = .moving(id, choice: max(choice - 1, 0))
            case .enter, .character("m"):
                self.step = nil
                guard choice < destinations.count else { return .stay }
                let destination = destinations[choice]
                let outcome = edit(saying: "Moved into \(destination.path)") { () throws(BookmarkEditError) in
                    try bookmarks.move(id, to: destination.id)
                }
                // Open the folder it went into, so the moved item stays in sight.
                if case .edited = outcome { open.insert(destination.id) }
                return outcome
            default: self.step = nil
            }
            return .stay
        }
    }

    private func edit(saying message: String, _ change: () throws(BookmarkEditError) -> Void) -> Outcome {
        do {
            try change()
            return .edited(message)
        } catch {
            return .refused("Cannot do that: \(error.description)")
        }
    }

    private mutating func select(_ id: BookmarkID, in rows: [BookmarkRow], visible: Int) {
        selected = id
        guard let index = rows.firstIndex(where: { $0.item.id == id }) else { return }
        if index < top { top = index }
        if index >= top + visible { top = index - visible + 1 }
    }

    private static func target(of key: Key, from index: Int, count: Int, page: Int) -> Int? {
        let step = max(page - 1, 1)
        let target: Int
        switch key {
        case .down, .character("j"): target = index + 1
        case .up, .character("k"): target = index - 1
        case .pageDown, .character(" "), .control("f"): target = index + step
        case .pageUp, .character("b"), .control("b"): target = index - step
        case .home: target = 0
        case .end, .character("G"): target = count - 1
        default: return nil
        }
        return min(max(target, 0), count - 1)
    }

    /// "bookmark "Title"" or "folder "Title" and the 3 items in it".
    package static func describe(_ item: BookmarkItem, in bookmarks: Bookmarks) -> String {
        switch item {
        case .bookmark(let bookmark): return "bookmark \"\(bookmark.title)\""
        case .folder(let folder):
            let count = Self.count(folder.id, in: bookmarks)
            let holds = count == 0 ? "" : count == 1 ? " and the 1 item in it" : " and the \(count) items in it"
            return "folder \"\(folder.title)\"\(holds)"
        }
    }

    /// Everything a folder holds, however deep, counted without recursion.
    private static func count(_ folder: BookmarkID, in bookmarks: Bookmarks) -> Int {
        var count = 0
        var waiting = bookmarks.children(of: folder)
        while let next = waiting.popLast() {
            count += 1
            waiting += bookmarks.children(of: next)
        }
        return count
    }
}
