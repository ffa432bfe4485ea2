import Foundation
import Testing
import CLI
import Net
import Store
import UI

/// The history file on disk: its lines, its modes, its cap, and what happens
/// to a damaged file, a full disk and runs appending at the same time.
@Suite("History file")
struct HistoryFileTests {
    let files = StoreTestFiles()
    var file: URL { files.url("state/turbo-tui/history") }

    @Test func visitsAreLinesOfTimeURLAndTitleReadBackNewestFirstInTheNextRun() throws {
        defer { files.remove() }
        var clock = 1_733_000_000.0
        let history = History(file: file, now: { Date(timeIntervalSince1970: clock) })
        #expect(history.problems == [])
        history.record(url: URL(string: "https://app.test/")!, title: "Home")
        clock += 60
        history.record(url: URL(string: "https://app.test/posts?page=2#top")!, title: "Posts")
        #expect(try StoreTestFiles.lines(file) == [
            "1733000000\thttps://app.test/\tHome",
            "1733000060\thttps://app.test/posts?page=2#top\tPosts",
        ])
        #expect(StoreTestFiles.mode(file) == 0o600)
        #expect(StoreTestFiles.mode(file.deletingLastPathComponent()) == 0o700)

        let next = History(file: file)
        #expect(next.problems == [])
        #expect(next.newestFirst.map(\.title) == ["Posts", "Home"])
        #expect(next.newestFirst.map(\.time.timeIntervalSince1970) == [1_733_000_060, 1_733_000_000])
        let visited = VisitedLinks(history: next.oldestFirst)
        #expect(visited.contains(URL(string: "https://app.test/posts?page=2")!), "the fragment does not make another page")
        #expect(visited.contains(URL(string: "https://app.test/posts?page=2#comments")!))
        #expect(!visited.contains(URL(string: "https://app.test/posts")!))
    }

    @Test func titlesLoseControlCharactersTabsAndLineBreaks() throws {
        defer { files.remove() }
        let history = History(file: file)
        history.record(url: URL(string: "https://app.test/")!, title: "\u{1B}]0;owned\u{7}Evil\ttitle\r\nsecond  line\u{9B}31m")
        let line = try #require(try StoreTestFiles.lines(file).first)
        #expect(line.split(separator: "\t").count == 3)
        #expect(line.hasSuffix("\t]0;owned Evil title second line 31m"))
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || (0x7F...0x9F).contains($0.value) })
    }

    @Test func urlsWithCredentialsAndNonWebURLsAreNeverWritten() throws {
        defer { files.remove() }
        let history = History(file: file)
        for text in ["https://alice:secret@app.test/", "https://alice@app.test/", "file:///etc/passwd", "https://app.test/ok"] {
            history.record(url: URL(string: text)!, title: "t")
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(!text.contains("alice") && !text.contains("secret") && !text.contains("passwd"))
        #expect(try StoreTestFiles.lines(file).count == 1)
        #expect(!VisitedLinks(history: history.oldestFirst).contains(URL(string: "https://alice:secret@app.test/")!))
    }

    /// Issue 32: good lines followed by junk moved the whole file aside, and the good visits
    /// vanished from `V`. Now the file is kept aside whole and its good lines stay.
    @Test func aDamagedFileKeepsItsGoodLinesAndACopyOfItselfAside() throws {
        defer { files.remove() }
        let good = "1733000000\thttps://app.test/\tHome\n1733000100\thttps://app.test/b\tB\n"
        let damaged = good + "this is not a history line\n\u{1}\u{2}junk\n"
        _ = try files.write(damaged, to: "state/turbo-tui/history")
        let history = History(file: file, now: { Date(timeIntervalSince1970: 1_733_000_500) })
        let aside = file.appendingPathExtension("corrupt-1733000500")
        #expect(history.problems == [PrivateFileProblem(.history, path: file.path, .damagedLinesSkipped(
            copy: aside.path, firstLine: 3, damaged: 2, reason: "not a history line"))])
        #expect(history.problems.first?.description == "history file \(file.path) had 2 damaged lines (the first at line 3: "
                + "not a history line); skipped them and kept the other lines; the file as it was is kept as \(aside.path)")
        #expect(history.newestFirst.map(\.title) == ["B", "Home"], "the good visits stay in V")
        #expect(try String(contentsOf: aside, encoding: .utf8) == damaged, "the damaged file is kept as it was")
        #expect(StoreTestFiles.mode(aside) == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == good, "the good lines are the file again")
        history.record(url: URL(string: "https://app.test/new")!, title: "New")
        #expect(try StoreTestFiles.lines(file).count == 3)
        #expect(History(file: file).problems == [], "read again, nothing is damaged")
    }

    /// Issue 32: a title from a server's path configuration went into the file with a raw
    /// U+202E; the file drops the bidi controls as the screen does (`BidiControl`).
    @Test func aTitleLosesItsBidiControlsOnItsWayIntoTheFile() throws {
        defer { files.remove() }
        let history = History(file: file)
        history.record(url: URL(string: "https://app.test/")!, title: "Invoice \u{202E}fdp.exe\u{2066} \u{2069}\u{202A}x")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasSuffix("\thttps://app.test/\tInvoice fdp.exe x\n"))
        #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        // A line an older version wrote with one loses it when read.
        _ = try files.write("1733000000\thttps://app.test/\tA\u{202E}B\n", to: "state/turbo-tui/history")
        #expect(History(file: file).newestFirst.map(\.title) == ["AB"])
    }

    /// Issue 32: a link to /dev/zero was taken silently (every visit swallowed). A device
    /// other than /dev/null and /dev/full, a FIFO, are refused, never read nor written.
    @Test(arguments: ["/dev/zero", "/dev/random", "fifo"])
    func aFileThatIsNotRegularIsRefusedAndNeverWritten(_ target: String) throws {
        defer { files.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if target == "fifo" {
            #expect(mkfifo(file.path, 0o600) == 0)
        } else {
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
        }
        let history = History(file: file)
        #expect(history.problems == [PrivateFileProblem(.history, path: file.path, .unreadable(reason: "it is not a regular file"))])
        #expect(history.problems.first?.description == "cannot read history file \(file.path): it is not a regular file; history will not be saved this run")
        #expect(history.record(url: URL(string: "https://app.test/")!, title: "Home").problem == nil)
        #expect(history.newestFirst.map(\.title) == ["Home"], "kept for the run")
        let bookmarks = BookmarksFile(url: file)
        #expect(bookmarks.load().problems == [PrivateFileProblem(.bookmarks, path: file.path, .unreadable(reason: "it is not a regular file"))])
        #expect(throws: PrivateFileProblem(.bookmarks, path: file.path, .cannotSave(reason: "it is not a regular file"))) {
            try bookmarks.save(Bookmarks())
        }
        if target != "fifo" { #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target) }
    }

    /// No read of the file waits or runs on: a FIFO put in its place after the check fails at once.
    @Test func aFIFOInTheFilesPlaceIsNotWaitedFor() throws {
        defer { files.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(throws: StoreFileError("it is not a regular file")) { try StoreFile(url: file).contents(limit: 1024) }
        #expect(throws: StoreFileError.self) { try HistoryFile(url: file).append(HistoryEntry(line: "1733000000\thttps://app.test/\tA")!) }
    }

    /// `Int64.max` seconds read as a `Double` of 2^63, which `Int64()` cannot
    /// take back when the file is compacted: a trap. Times past the year 9999 are
    /// no line of ours.
    @Test func aTimeBeyondTheYear9999IsNotAHistoryLine() throws {
        let latest = "253402300799\thttps://app.test/\tLast"
        guard case .contents(let entries) = HistoryFile.parse(Array((latest + "\n").utf8)) else {
            Issue.record("the year 9999 is read")
            return
        }
        #expect(entries.map(\.line) == [latest + "\n"], "and written back the same")
        for seconds in ["253402300800", "9223372036854775807", "99999999999999999999"] {
            #expect(HistoryFile.parse(Array("\(seconds)\thttps://app.test/\tX\n".utf8))
                    == .partlyDamaged([], firstLine: 1, damaged: 1, reason: "not a history line"))
        }
    }

    /// The file is read by its bytes where a line is as this program writes
    /// it, and by characters otherwise: the two agree on every line, ours,
    /// odd or hostile, and on a file with carriage returns.
    @Test func readingByBytesAgreesWithReadingByCharacters() throws {
        let lines = [
            "1733000000\thttps://app.test/\tHome", "1733000001\thttps://app.test/a?b=c#d\t", "0\thttp://x.test\tA  B",
            "1733000002\thttps://app.test/\t Leading", "1733000003\thttps://app.test/\tTrailing ", "+1733000004\thttps://app.test/\tPlus",
            "0001733000005\thttps://app.test/\tZeros", "-0\thttps://app.test/\tMinus zero", "1733000006\thttps://app.test/\tcafé – ü",
            "1733000007\thttps://app.test/\tTab\tinside", "1733000008\thttps://app test/\tSpace", "1733000009\tnot a url\tX",
            "1733000010\tno-scheme\tX", "1733000011\thttp://[::1\tBroken", "1733000012\thttps://app.test/\t\u{202E}bidi",
            "1733000013\thttps://app.test/\tC1 \u{85} control", "253402300799\thttps://app.test/\tLast", "253402300800\thttps://app.test/\tX",
            "1733000014\thttps://app.test/", "x\thttps://app.test/\tX", "\thttps://app.test/\tX", "1733000015\thttps://app.test/\tA\u{7F}",
            "1733000016\thttps://ÿ.test/\tLatin", "1733000017\thttps://app.test/\tA", "1733000017\thttps://app.test/\tA",
        ]
        func byCharacters(_ text: String) -> [HistoryEntry?] {
            var split = text.split(separator: "\n", omittingEmptySubsequences: false)
            split.removeLast()
            return split.filter { !$0.isEmpty }.map { HistoryEntry(line: $0) }
        }
        for ending in ["\n", "\r\n"] {
            let text = lines.joined(separator: ending) + ending
            let expected = byCharacters(text)
            let read: [HistoryEntry]
            switch HistoryFile.parse(Array(text.utf8)) {
            case .contents(let entries): read = entries
            case .partlyDamaged(let entries, _, let damaged, _):
                read = entries
                #expect(damaged == expected.filter { $0 == nil }.count)
            default:
                Issue.record("not read")
                return
            }
            #expect(read == expected.compactMap { $0 })
            // By characters a carriage return and its line feed are one: such a file is one damaged line.
            #expect(ending == "\n" ? read.count >= 13 : read.isEmpty, "\(read.map(\.title))")
        }
    }

    @Test func aFileThatIsNotTextIsDamaged() throws {
        defer { files.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x31, 0x09, 0x00, 0xFF, 0x0A]).write(to: file)
        let history = History(file: file, now: { Date(timeIntervalSince1970: 7) })
        guard case .corruptMovedAside(_, 0, "it is not text")? = history.problems.first?.kind else {
            Issue.record("\(history.problems)")
            return
        }
    }

    @Test func aLastLineCutShortIsSkippedNotCalledDamage() throws {
        defer { files.remove() }
        _ = try files.write("1733000000\thttps://app.test/\tHome\n1733000001\thttps://app.te", to: "state/turbo-tui/history")
        let history = History(file: file)
        #expect(history.problems == [])
        #expect(history.newestFirst.map(\.url) == ["https://app.test/"])
    }

    @Test func aFileOthersCouldReadIsMadePrivateAndReported() throws {
        defer { files.remove() }
        _ = try files.write("1733000000\thttps://app.test/\tHome\n", to: "state/turbo-tui/history")
        chmod(file.path, 0o644)
        let history = History(file: file)
        #expect(history.problems == [PrivateFileProblem(.history, path: file.path, .madePrivate(mode: 0o644))])
        #expect(StoreTestFiles.mode(file) == 0o600)
    }

    @Test func aFullDiskIsAClearErrorOnceAndTheVisitStaysForTheRun() throws {
        defer { files.remove() }
        // The history file is a link to /dev/full: every write fails with ENOSPC.
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/full")
        let history = History(file: file)
        #expect(history.problems == [])
        let problem = history.record(url: URL(string: "https://app.test/")!, title: "Home").problem
        #expect(problem == PrivateFileProblem(.history, path: file.path, .cannotSave(reason: "No space left on device")))
        #expect(problem?.description == "cannot save history to \(file.path): No space left on device; the visit is kept for this run only")
        #expect(history.record(url: URL(string: "https://app.test/2")!, title: "Two").problem == nil, "reported once, not on every visit")
        #expect(VisitedLinks(history: history.oldestFirst).contains(URL(string: "https://app.test/")!))
        #expect(history.newestFirst.map(\.title) == ["Two", "Home"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "/dev/full", "the link is not replaced")
    }

    @Test func aDirectoryInPlaceOfTheFileIsUnreadableAndNeverWritten() throws {
        defer { files.remove() }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let history = History(file: file)
        #expect(history.problems == [PrivateFileProblem(.history, path: file.path, .unreadable(reason: "it is not a regular file"))])
        #expect(history.record(url: URL(string: "https://app.test/")!, title: "Home").problem == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.path) == [])
    }

    @Test func theFileIsCutBackToTheNewestCapEntriesWhenATenthOver() throws {
        defer { files.remove() }
        let history = History(file: file, cap: 100)
        for index in 1...110 { history.record(url: URL(string: "https://app.test/\(index)")!, title: "\(index)") }
        #expect(try StoreTestFiles.lines(file).count == 110, "up to a tenth over the cap before a compaction")
        history.record(url: URL(string: "https://app.test/111")!, title: "111")
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.count == 100)
        #expect(lines.first?.hasSuffix("\thttps://app.test/12\t12") == true, "the oldest went")
        #expect(lines.last?.hasSuffix("\thttps://app.test/111\t111") == true)
        #expect(StoreTestFiles.mode(file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["history"],
                "no temporary file left")
        #expect(History(file: file, cap: 100).newestFirst.count == 100)
        #expect(History.defaultCap == 10_000)
    }

    @Test func aFileOverTheCapIsCutBackWhenRead() throws {
        defer { files.remove() }
        let text = (1...300).map { "17330000\($0)\thttps://app.test/\($0)\tpage \($0)\n" }.joined()
        _ = try files.write(text, to: "state/turbo-tui/history")
        let history = History(file: file, cap: 100)
        #expect(history.problems == [])
        #expect(history.newestFirst.count == 100)
        #expect(history.newestFirst.first?.title == "page 300")
        #expect(try StoreTestFiles.lines(file).count == 100)
    }

    /// Each writer has its own `History`, so its own descriptors, as two runs
    /// of turbo-tui do; the threads append as fast as they can.
    @Test func writersAppendingAtOnceLoseNoLine() throws {
        defer { files.remove() }
        let writers = 4, visits = 1500, file = file
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let history = History(file: file)
            for visit in 0..<visits {
                history.record(url: URL(string: "https://app.test/\(writer)/\(visit)")!, title: "writer \(writer) visit \(visit)")
            }
        }
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.count == writers * visits)
        #expect(Set(lines.map { $0.split(separator: "\t").dropFirst().joined(separator: "\t") }).count == writers * visits)
        #expect(lines.allSatisfy { HistoryEntry(line: Substring($0)) != nil }, "no line torn or interleaved")
    }

    @Test func writersAppendingWhileOthersCompactKeepEveryLineWhole() throws {
        defer { files.remove() }
        let file = file
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        DispatchQueue.concurrentPerform(iterations: 3) { writer in
            let history = History(file: file, cap: 200)
            for visit in 0..<1000 {
                history.record(url: URL(string: "https://app.test/\(writer)/\(visit)")!, title: "w\(writer) v\(visit)")
            }
        }
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.allSatisfy { HistoryEntry(line: Substring($0)) != nil }, "no line torn by a compaction")
        #expect(Set(lines).count == lines.count, "no line written twice")
        // Each writer counts only its own lines, so the file may run over until one of them compacts again.
        #expect(lines.count >= 200 && lines.count <= 200 + 3 * 221)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["history"])
    }

    @Test func theFileIsInTheXDGStateDirectory() {
        #expect(HistoryFile.defaultFile(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/turbo-tui/history")
        #expect(HistoryFile.defaultFile(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.path
                == "/h/.local/state/turbo-tui/history")
        #expect(HistoryFile.defaultFile(environment: [:]) == nil)
    }

    @Test func noHistoryFlagAndConfigKeyTurnItOff() throws {
        #expect(try CommandLineOptions.parse(["--no-history", "https://app.test/"]).recordsHistory == false)
        #expect(try CommandLineOptions.parse(["https://app.test/"]).recordsHistory == true)
        var options = CommandLineOptions()
        try options.apply(SettingEntry(.history, "off", origin: .flag))
        #expect(options.recordsHistory == false)
    }
}
