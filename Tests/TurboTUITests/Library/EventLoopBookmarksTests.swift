import Foundation
import Testing
import Store
import UI

/// `a` through the real loop writes the bookmarks file at once: 0600, read
/// back by Python's `html.parser`; on a full disk the bookmark stays for
/// the run and the message says the file is as it was.
@Suite("Event loop bookmarks")
struct EventLoopBookmarksTests {
    let files = StoreTestFiles()

    @Test func aBookmarkIsSavedAtOncePrivateAndPythonReadsIt() throws {
        defer { files.remove() }
        let file = BookmarksFile(url: files.url("data/turbo-tui/bookmarks.html"))
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopTests.site(), configuration: BrowserConfiguration.testApp(),
                             bookmarksFile: file)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.character("a"), .enter, .tab, .character("a"), .enter])
        #expect(terminal.rows[7] == "Bookmarked \"second\" (B: the bookmarks)")
        #expect(StoreTestFiles.mode(file.url) == 0o600)
        #expect(StoreTestFiles.mode(file.url.deletingLastPathComponent()) == 0o700)
        let script = files.url("outline.py")
        try Data(BookmarkOutline.python.utf8).write(to: script)
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, file.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == [
            "link Home <http://app.test/>", "link second <http://app.test/second>",
        ])
        #expect(BookmarkOutline.of(file.load().bookmarks) == ["link Home <http://app.test/>", "link second <http://app.test/second>"])
    }

    @Test func aFullDiskKeepsTheBookmarkForTheRunAndSaysSo() throws {
        defer { files.remove() }
        let url = files.url("data/turbo-tui/bookmarks.html")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/full")
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopTests.site(), configuration: BrowserConfiguration.testApp(),
                             bookmarksFile: BookmarksFile(url: url))
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.character("a"), .enter])
        let status = StatusLineView(state: loop.state).text
        #expect(status == "cannot save bookmarks to \(url.path): No space left on device; the file is as it was")
        #expect(terminal.drawn(row: 7, column: 0).foreground == ColorScheme.standard.foreground(for: .error))
        #expect(BookmarkOutline.of(loop.state.bookmarks) == ["link Home <http://app.test/>"], "kept for this run")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "/dev/full", "the link is not replaced")
    }
}
