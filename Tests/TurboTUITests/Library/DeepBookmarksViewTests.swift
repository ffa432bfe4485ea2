import Foundation
import Testing
import Store
import UI

/// Issue 32: the bookmarks file keeps folders of any depth, so the view must
/// walk them without recursion too (100 000 nested folders overflowed the
/// stack in `m`, a deletion's question and open folders).
@Suite("Library: the bookmarks view over deep folders")
struct DeepBookmarksViewTests {
    private static func nested(_ depth: Int) throws -> (Bookmarks, [BookmarkID]) {
        var bookmarks = Bookmarks()
        var folders: [BookmarkID] = []
        var parent = bookmarks.rootID
        for level in 0..<depth {
            parent = try bookmarks.addFolder(title: "f\(level)", to: parent)
            folders.append(parent)
        }
        try bookmarks.addBookmark(title: "deep", url: "http://app.test/deep", to: parent)
        return (bookmarks, folders)
    }

    @Test func movingOffersEveryFolderInTreeOrder() throws {
        let (bookmarks, folders) = try Self.nested(100_000)
        // Moving the bookmark at the bottom: every folder is a destination.
        let deep = try #require(bookmarks.children(of: folders.last!).first)
        let destinations = BookmarkList.destinations(for: deep, in: bookmarks)
        #expect(destinations.count == 100_001)
        #expect(destinations[1].id == folders[0] && destinations[2].id == folders[1])
        #expect(destinations[3].path == "Bookmarks / f0 / f1 / f2")
        #expect(destinations[100_000].path == "… / " + (99_992..<100_000).map { "f\($0)" }.joined(separator: " / "),
                "a deep path shows its last folders")
        #expect(BookmarkList.destinations(for: folders[2], in: bookmarks).count == 3, "not into itself or its own")
    }

    @Test func aDeletionCountsWhatTheFolderHolds() throws {
        let (bookmarks, folders) = try Self.nested(100_000)
        let top = try #require(bookmarks.item(folders[0]))
        #expect(BookmarkList.describe(top, in: bookmarks) == "folder \"f0\" and the 100000 items in it")
    }
}
