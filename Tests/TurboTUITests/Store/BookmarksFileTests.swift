import Foundation
import Testing
import Net
import Store

/// The bookmarks file: the Netscape bookmark file format written, read back
/// by us and by Python's `html.parser`, browsers' exports read with their
/// folders, damaged files kept, a full disk.
@Suite("Bookmarks file")
struct BookmarksFileTests {
    let files = StoreTestFiles()
    var file: URL { files.url("data/turbo-tui/bookmarks.html") }

    static func sample() throws -> Bookmarks {
        var bookmarks = Bookmarks()
        let added = Date(timeIntervalSince1970: 1_733_000_000)
        try bookmarks.addBookmark(title: "Home", url: "https://app.test/", added: added)
        let work = try bookmarks.addFolder(title: "Work & <play>", added: added)
        try bookmarks.addBookmark(title: "A \"quoted\" <b>title</b> & more", url: "https://app.test/s?q=a&b=\"c\"<d>", to: work)
        let deep = try bookmarks.addFolder(title: "Deep", to: work)
        try bookmarks.addBookmark(title: "Ünïcode — 日本語", url: "https://app.test/%E6%97%A5", to: deep)
        return bookmarks
    }

    static let sampleOutline = [
        "link Home <https://app.test/>",
        "folder Work & <play>",
        "  link A \"quoted\" <b>title</b> & more <https://app.test/s?q=a&b=\"c\"<d>>",
        "  folder Deep",
        "    link Ünïcode — 日本語 <https://app.test/%E6%97%A5>",
    ]

    @Test func savedBookmarksAreANetscapeFileReadBackWithTheirFolders() throws {
        defer { files.remove() }
        let bookmarks = try Self.sample()
        try BookmarksFile(url: file).save(bookmarks)
        #expect(StoreTestFiles.mode(file) == 0o600)
        #expect(StoreTestFiles.mode(file.deletingLastPathComponent()) == 0o700)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n"))
        #expect(text.contains("    <DT><A HREF=\"https://app.test/\" ADD_DATE=\"1733000000\">Home</A>\n"))
        #expect(text.contains("    <DT><H3 ADD_DATE=\"1733000000\">Work &amp; &lt;play&gt;</H3>\n    <DL><p>\n"))
        #expect(text.contains("HREF=\"https://app.test/s?q=a&amp;b=&quot;c&quot;&lt;d&gt;\""))
        let load = BookmarksFile(url: file).load()
        #expect(load.problems == [] && load.canSave)
        #expect(BookmarkOutline.of(load.bookmarks) == Self.sampleOutline)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["bookmarks.html"])
    }

    @Test func pythonsHTMLParserReadsTheSameTree() throws {
        defer { files.remove() }
        try BookmarksFile(url: file).save(Self.sample())
        let script = files.url("outline.py")
        try Data(BookmarkOutline.python.utf8).write(to: script)
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, file.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == Self.sampleOutline)
    }

    @Test func aFirefoxExportReadsWithItsNestedFoldersAndToolbar() throws {
        defer { files.remove() }
        let load = BookmarksFile(url: try files.copy(fixture: "bookmarks/firefox.html", to: "firefox.html")).load()
        #expect(load.problems == [])
        #expect(load.bookmarks.root.title == "Bookmarks Menu")
        #expect(BookmarkOutline.of(load.bookmarks) == [
            "folder Mozilla Firefox",
            "  link Get Help <https://support.mozilla.org/products/firefox>",
            "  link About Us <https://www.mozilla.org/about/>",
            "folder Bookmarks Toolbar (toolbar)",
            "  link Hotwire: HTML over the wire <https://hotwired.dev/>",
            "  folder Rails & friends",
            "    link Ruby on Rails Guides <https://guides.rubyonrails.org/>",
            "    folder Deep",
            "      link A <query> page <https://example.com/a?x=1&y=2>",
            "link Recently Bookmarked <place:parent=menu________&queryType=1>",
            "folder Other Bookmarks",
            "  link Lynx <https://lynx.invisible-island.net/>",
        ])
        guard case .bookmark(let first)? = load.bookmarks.root.items.first.flatMap({ item -> BookmarkItem? in
            if case .folder(let folder) = item { return folder.items.first }
            return nil
        }) else {
            Issue.record("no first bookmark")
            return
        }
        #expect(first.added == Date(timeIntervalSince1970: 1_701_428_400))
    }

    /// Issue 32: a file turbo-tui rewrites keeps what it read. Icons, tags, keywords, the
    /// modification dates and `<DD>` descriptions used to be dropped by the first save.
    @Test func aSavedFirefoxExportKeepsItsIconsTagsKeywordsAndDescriptions() throws {
        defer { files.remove() }
        let file = BookmarksFile(url: try files.copy(fixture: "bookmarks/firefox.html", to: "firefox.html"))
        var bookmarks = file.load().bookmarks
        try bookmarks.addBookmark(title: "new", url: "https://new.test/")
        try file.save(bookmarks)
        let text = try String(contentsOf: file.url, encoding: .utf8)
        for kept in [#"SHORTCUTURL="hw""#, #"TAGS="rails,turbo""#, #"LAST_MODIFIED="1733000200""#,
                     "<DD>Turbo, Stimulus &amp; Strada", #"ICON="data:image/png;base64,iVBORw0K"#] {
            #expect(text.contains(kept), "\(kept) is kept")
        }
        let again = file.load()
        #expect(again.problems == [] && again.bookmarks == bookmarks, "and reads back as the same tree")
    }

    @Test func aChromiumExportReadsWithItsBookmarksBar() throws {
        defer { files.remove() }
        let load = BookmarksFile(url: try files.copy(fixture: "bookmarks/chromium.html", to: "chromium.html")).load()
        #expect(load.problems == [])
        #expect(BookmarkOutline.of(load.bookmarks) == [
            "folder Bookmarks bar (toolbar)",
            "  link hotwired/turbo: The speed of a single-page web application <https://github.com/hotwired/turbo>",
            "  folder Docs",
            "    link Turbo Handbook <https://turbo.hotwired.dev/handbook/introduction>",
            "    link libcurl - API <https://curl.se/libcurl/c/>",
            "folder Other bookmarks",
            "  link NCURSES — Frequently Asked Questions <https://invisible-island.net/ncurses/>",
        ])
    }

    @Test func anExportWrittenBackKeepsItsFoldersAndToolbar() throws {
        defer { files.remove() }
        let imported = BookmarksFile(url: try files.copy(fixture: "bookmarks/chromium.html", to: "chromium.html")).load().bookmarks
        try BookmarksFile(url: file).save(imported)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("PERSONAL_TOOLBAR_FOLDER=\"true\">Bookmarks bar</H3>"))
        #expect(BookmarkOutline.of(BookmarksFile(url: file).load().bookmarks) == BookmarkOutline.of(imported))
    }

    @Test(arguments: [
        ("<html><body><p>not bookmarks</p></body></html>", "it does not start with <!DOCTYPE NETSCAPE-Bookmark-file-1>"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<H1>Bookmarks</H1>\n<DL><p>\n<DT><H3>F</H3>\n<DL><p>\n<DT><A HREF=\"https://a.test/\">a</A>\n",
         "2 lists open and 0 close: it was cut short or edited by hand"),
        ("<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<H1>Bookmarks</H1>\n", "it has no <DL> list of bookmarks"),
    ])
    func aDamagedFileIsKeptAsideAndReported(text: String, reason: String) throws {
        defer { files.remove() }
        _ = try files.write(text, to: "data/turbo-tui/bookmarks.html")
        let load = BookmarksFile(url: file).load(now: Date(timeIntervalSince1970: 1_733_000_900))
        let aside = file.appendingPathExtension("corrupt-1733000900")
        #expect(load.problems == [PrivateFileProblem(.bookmarks, path: file.path, .corruptMovedAside(movedTo: aside.path, line: 0, reason: reason))])
        #expect(load.problems.first?.description
                == "bookmarks file \(file.path) is damaged (\(reason)); kept it as \(aside.path) and started with no bookmarks")
        #expect(try String(contentsOf: aside, encoding: .utf8) == text, "kept byte for byte")
        #expect(load.bookmarks.root.items.isEmpty && load.canSave)
    }

    @Test func aFileThatIsNotUTF8IsDamaged() throws {
        defer { files.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x3C, 0x21, 0xFF, 0xFE, 0x00]).write(to: file)
        let load = BookmarksFile(url: file).load(now: Date(timeIntervalSince1970: 5))
        #expect(load.problems == [PrivateFileProblem(.bookmarks, path: file.path, .corruptMovedAside(
            movedTo: file.appendingPathExtension("corrupt-5").path, line: 0, reason: "it is not UTF-8 text"))])
    }

    @Test func aFullDiskIsAClearErrorAndTheOldFileIsAsItWas() throws {
        defer { files.remove() }
        #expect(throws: PrivateFileProblem(.bookmarks, path: "/dev/full", .cannotSave(reason: "No space left on device"))) {
            try BookmarksFile(url: URL(fileURLWithPath: "/dev/full")).save(Self.sample())
        }
        // A link to /dev/full stays a link: the device is written into, never replaced by a file.
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/full")
        #expect(throws: PrivateFileProblem(.bookmarks, path: file.path, .cannotSave(reason: "No space left on device"))) {
            try BookmarksFile(url: file).save(Self.sample())
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "/dev/full")
        #expect(BookmarksFile(url: file).load().problems == [], "a device reads as no bookmarks")
    }

    @Test func aFileOthersCouldReadIsMadePrivateAndReported() throws {
        defer { files.remove() }
        try BookmarksFile(url: file).save(Self.sample())
        chmod(file.path, 0o664)
        let load = BookmarksFile(url: file).load()
        #expect(load.problems == [PrivateFileProblem(.bookmarks, path: file.path, .madePrivate(mode: 0o664))])
        #expect(StoreTestFiles.mode(file) == 0o600)
    }

    @Test func titlesAndURLsLoseControlCharacters() throws {
        defer { files.remove() }
        var bookmarks = Bookmarks()
        try bookmarks.addBookmark(title: "Evil\u{1B}[2J\ttitle\nnext", url: "https://app.test/\u{7}x")
        try BookmarksFile(url: file).save(bookmarks)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(BookmarkOutline.of(BookmarksFile(url: file).load().bookmarks) == ["link Evil [2J title next <https://app.test/ x>"])
    }

    @Test func theFileIsInTheXDGDataDirectory() {
        #expect(BookmarksFile.defaultFile(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])?.path == "/d/turbo-tui/bookmarks.html")
        #expect(BookmarksFile.defaultFile(environment: ["HOME": "/h"])?.path == "/h/.local/share/turbo-tui/bookmarks.html")
    }
}
