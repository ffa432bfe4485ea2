import Foundation
import Testing
import Store

/// Issue 32: the bookmarks were read with the HTML tree builder, whose depth
/// cap (512 elements) flattened folders nested deeper than about 250, so the
/// first save after adding one bookmark wrote 253 of 300 nested folders, and
/// of 100 000 it shrank the file from 3.2 MB to 397 KB. Now a file of any
/// depth is read, kept and written whole, with no recursion anywhere.
@Suite("Bookmarks nested deep")
struct DeepBookmarksTests {
    let files = StoreTestFiles()

    /// A file as another program would write it: `depth` folders, each inside
    /// the one before and holding one bookmark, unindented.
    static func nested(_ depth: Int) -> String {
        var text = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<TITLE>Bookmarks</TITLE>\n<H1>Deep</H1>\n<DL><p>\n"
        for level in 1...depth {
            text += "<DT><A HREF=\"https://deep.test/\(level)\">page \(level)</A>\n<DT><H3>folder \(level)</H3>\n<DL><p>\n"
        }
        text += String(repeating: "</DL><p>\n", count: depth + 1)
        return text
    }

    static func expectedLevels(_ depth: Int) -> [String] {
        (1...depth).flatMap { level in
            ["\(level - 1) link page \(level) <https://deep.test/\(level)>", "\(level - 1) folder folder \(level)"]
        }
    }

    private func addAndSave(depth: Int) throws {
        defer { files.remove() }
        let url = try files.write(Self.nested(depth), to: "data/bookmarks.html")
        let file = BookmarksFile(url: url)
        let load = file.load()
        #expect(load.problems == [] && load.canSave)
        var bookmarks = load.bookmarks
        #expect(bookmarks.count == 2 * depth)
        try bookmarks.addBookmark(title: "added", url: "https://deep.test/added")
        try file.save(bookmarks)

        let again = file.load()
        #expect(again.problems == [])
        #expect(again.bookmarks.root.title == "Deep")
        let levels = BookmarkOutline.levels(of: again.bookmarks).map { "\($0.depth) \($0.line)" }
        #expect(levels.count == 2 * depth + 1)
        // Every folder and bookmark at its depth, in order, and the new one last in the top folder.
        #expect(levels == Self.expectedLevels(depth) + ["0 link added <https://deep.test/added>"])
        #expect(again.bookmarks == bookmarks, "the saved file reads as the tree that was saved")
    }

    @Test func threeHundredNestedFoldersSurviveAnAddAndASave() throws {
        try addAndSave(depth: 300)
    }

    @Test func aHundredThousandNestedFoldersSurviveAnAddAndASave() throws {
        try addAndSave(depth: 100_000)
    }
}
