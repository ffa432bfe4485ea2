import Foundation
import Testing
import Store

/// Adding, deleting, renaming and moving bookmarks and folders.
@Suite("Bookmarks edits")
struct BookmarksEditTests {
    @Test func addRenameMoveAndDelete() throws {
        var bookmarks = Bookmarks()
        let home = try bookmarks.addBookmark(title: "Home", url: "https://app.test/")
        let work = try bookmarks.addFolder(title: "Work")
        let later = try bookmarks.addFolder(title: "Later", to: work)
        try bookmarks.rename(home, to: "Start page")
        try bookmarks.move(home, to: later)
        #expect(BookmarkOutline.of(bookmarks) == ["folder Work", "  folder Later", "    link Start page <https://app.test/>"])
        try bookmarks.move(later, to: bookmarks.root.id, at: 0)
        #expect(BookmarkOutline.of(bookmarks) == ["folder Later", "  link Start page <https://app.test/>", "folder Work"])
        try bookmarks.delete(later)
        #expect(BookmarkOutline.of(bookmarks) == ["folder Work"])
        #expect(bookmarks.item(home) == nil, "deleting a folder deletes what it holds")
    }

    @Test func refusedEditsLeaveTheTreeAsItWas() throws {
        var bookmarks = Bookmarks()
        let outer = try bookmarks.addFolder(title: "Outer")
        let inner = try bookmarks.addFolder(title: "Inner", to: outer)
        let link = try bookmarks.addBookmark(title: "Link", url: "https://app.test/", to: inner)
        let before = bookmarks
        #expect(throws: BookmarkEditError.intoItself) { try bookmarks.move(outer, to: inner) }
        #expect(throws: BookmarkEditError.intoItself) { try bookmarks.move(outer, to: outer) }
        #expect(throws: BookmarkEditError.notAFolder) { try bookmarks.move(inner, to: link) }
        #expect(throws: BookmarkEditError.notAFolder) { try bookmarks.addBookmark(title: "x", url: "https://x.test/", to: link) }
        #expect(throws: BookmarkEditError.rootCannotChange) { try bookmarks.delete(bookmarks.root.id) }
        try bookmarks.delete(link)
        #expect(throws: BookmarkEditError.noSuchItem) { try bookmarks.rename(link, to: "gone") }
        #expect(throws: BookmarkEditError.noSuchItem) { try bookmarks.delete(link) }
        var unchanged = before
        try unchanged.delete(link)
        #expect(bookmarks.root == unchanged.root)
    }
}
