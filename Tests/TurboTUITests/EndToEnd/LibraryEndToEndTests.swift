import Foundation
import Testing
import Store
import UI

/// The real binary in tmux, run twice in a row over the same files: the
/// second run has the first one's bookmarks (`--bookmarks`) and history
/// (`V`), and draws links the first one followed as visited. A damaged
/// bookmarks file is reported and kept aside.
@Suite("History and bookmarks end to end")
struct LibraryEndToEndTests {
    static func chain() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let number = Int(request.target.split(separator: "/").last ?? "") ?? 0
            return .html("""
                <title>Page \(number)</title><p>page number \(number) <a href='/page/\(number + 1)'>next</a> \
                <a href='/page/\(number + 2)'>skip</a></p>
                """)
        }
    }

    @Test func aSecondRunHasTheFirstRunsBookmarksHistoryAndVisitedLinks() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let server = try Self.chain()
        defer { server.stop() }
        let environment = ["XDG_STATE_HOME": files.url("state").path, "XDG_DATA_HOME": files.url("data").path,
                           "XDG_CONFIG_HOME": files.url("config").path]
        let first = try TmuxSession([server.url("/page/0").absoluteString], environment: environment)
        #expect(try first.waitFor("page number 0 ").ok, "\(first.screen)")
        try first.send("Tab", "Enter")
        #expect(try first.waitFor("page number 1 ").ok, "\(first.screen)")
        try first.send("a")
        #expect(try first.waitFor("Bookmark as: Page 1").ok, "\(first.screen)")
        try first.send("Enter")
        #expect(try first.waitFor("Bookmarked \"Page 1\"").ok, "\(first.screen)")
        try first.send("q")
        #expect(try first.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(first.screen)")

        let bookmarks = files.url("data/turbo-tui/bookmarks.html")
        #expect(StoreTestFiles.mode(bookmarks) == 0o600)
        #expect(try String(contentsOf: bookmarks, encoding: .utf8).contains("<A HREF=\"\(server.url("/page/1").absoluteString)\""))
        #expect(try StoreTestFiles.lines(files.url("state/turbo-tui/history")).count == 2)

        let second = try TmuxSession(["--bookmarks"], environment: environment)
        #expect(try second.waitFor("> Page 1  \(server.url("/page/1").absoluteString)").ok, "\(second.screen)")
        try second.send("Enter")
        #expect(try second.waitFor("page number 1 ").ok, "\(second.screen)")
        try second.send("V")
        #expect(try second.waitFor(" History: 2 pages, newest first").ok, "\(second.screen)")
        #expect(second.screen.contains("Page 0  \(server.url("/page/0").absoluteString)"), "the first run's visit")
        try second.send("Down", "Enter")
        #expect(try second.waitFor("page number 0 ").ok, "\(second.screen)")
        // /page/1 was followed in the first run, /page/2 never.
        let cells = try second.captureCells()
        let next = try #require(cells.cells(of: "next"))
        let skip = try #require(cells.cells(of: "skip"))
        #expect(next[0].foreground != skip[0].foreground, "visited \(next[0]) vs unvisited \(skip[0])")
        #expect(cells.illegibleCells.isEmpty, "\(cells.illegibleCells)")
        try second.send("q")
        #expect(try second.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(second.screen)")
        #expect(try StoreTestFiles.lines(files.url("state/turbo-tui/history")).count == 4, "both runs' visits kept")
    }

    @Test func aDamagedBookmarksFileIsReportedAndKeptAside() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let damaged = "<html><body>not a bookmark file</body></html>\n"
        let file = try files.write(damaged, to: "data/turbo-tui/bookmarks.html")
        let environment = ["XDG_STATE_HOME": files.url("state").path, "XDG_DATA_HOME": files.url("data").path,
                           "XDG_CONFIG_HOME": files.url("config").path]
        let run = try TmuxSession(["--bookmarks"], environment: environment)
        #expect(try run.waitFor("No bookmarks yet").ok, "\(run.screen)")
        let reported = try run.waitFor { rows in
            rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains("bookmarks.html is damaged")
        }
        #expect(reported.ok, "reported in the bottom line: \(run.screen)")
        try run.send("q") // closes the view, as it closes the downloads screen
        #expect(try run.waitFor(" turbo-tui").ok, "an empty browser: no URL was given: \(run.screen)")
        try run.send("q")
        #expect(try run.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(run.screen)")
        #expect(run.screen.replacingOccurrences(of: "\n", with: "").contains("turbo-tui: bookmarks file \(file.path) is damaged"),
                "and again on exit: \(run.screen)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("bookmarks.html.corrupt-") }
        #expect(aside.count == 1)
        #expect(try String(contentsOf: file.deletingLastPathComponent().appendingPathComponent(aside[0]), encoding: .utf8) == damaged)
    }

    /// Both files linked to `/dev/full`: every write fails with ENOSPC. The
    /// browser says so clearly, keeps the bookmark and the visits for the
    /// run, and the links are still links (nothing replaced them).
    @Test func aFullDiskIsReportedAndNothingIsLostForTheRun() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let server = try Self.chain()
        defer { server.stop() }
        let history = files.url("state/turbo-tui/history")
        let bookmarks = files.url("data/turbo-tui/bookmarks.html")
        for file in [history, bookmarks] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/full")
        }
        let environment = ["XDG_STATE_HOME": files.url("state").path, "XDG_DATA_HOME": files.url("data").path,
                           "XDG_CONFIG_HOME": files.url("config").path]
        let run = try TmuxSession([server.url("/page/0").absoluteString], environment: environment)
        let flat: ([String]) -> String = { $0.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        #expect(try run.waitFor { flat($0).contains("cannot save history to \(history.path): No space left on device") }.ok,
                "\(run.screen)")
        try run.send("a")
        #expect(try run.waitFor("Bookmark as: Page 0").ok, "\(run.screen)")
        try run.send("Enter")
        #expect(try run.waitFor {
            flat($0).contains("cannot save bookmarks to \(bookmarks.path): No space left on device; the file is as it was")
        }.ok, "\(run.screen)")
        try run.send("B")
        #expect(try run.waitFor("> Page 0  \(server.url("/page/0").absoluteString)").ok, "kept for the run: \(run.screen)")
        try run.send("Escape", "V")
        #expect(try run.waitFor(" History: 1 page, newest first").ok, "the visit too: \(run.screen)")
        try run.send("Escape", "q")
        #expect(try run.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(run.screen)")
        for file in [history, bookmarks] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "/dev/full")
        }
    }
}
