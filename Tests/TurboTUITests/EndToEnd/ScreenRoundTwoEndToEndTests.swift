import Foundation
import Testing
import UI

/// Issue 34 through the real binary in tmux: the focus never acts off
/// screen, and Ctrl-Z with `fg` works under a wrapper like `make demo`.
@Suite("Browser end to end: focus on screen and job control (tmux)", .serialized)
struct ScreenRoundTwoEndToEndTests {
    static func longPage() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            if request.target == "/" {
                // Turbo on the page: only a page Turbo drives prefetches.
                return .html("<title>Long</title><script type=\"module\" src=\"/turbo.min.js\"></script>"
                             + "<p><a href=\"/top\">top link</a></p>"
                             + (1...80).map { "<p>filler \($0)</p>" }.joined() + "<p>the end, no link here</p>")
            }
            return .html("<title>Elsewhere</title><p>followed \(request.target)</p>")
        }
    }

    /// On a long page, Tab, `G`, Enter followed the top link (from the prefetch cache).
    @Test func tabThenGThenEnterFollowsNothingOffScreen() throws {
        let server = try Self.longPage()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], columns: 80, rows: 24)
        #expect(try tmux.waitFor("top link").ok)
        try tmux.send("Tab")
        let focused = try tmux.waitFor { _ in (try? tmux.captureCells().cells(of: "top link"))?.allSatisfy { $0.reverse } == true }
        #expect(focused.ok, "the link is focused: \(focused.screen)")
        // Long enough for the prefetch of the focused link to be sent and answered.
        let prefetched = try tmux.waitFor { _ in server.requests.contains { $0.target == "/top" } }
        #expect(prefetched.ok)
        try tmux.send("G")
        #expect(try tmux.waitFor("the end, no link here").ok)
        try tmux.send("Enter")
        // The search prompt shows once the key after Enter is read: Enter has been handled by then.
        try tmux.send("/")
        let after = try tmux.waitFor("Search: ")
        #expect(after.ok, "\(after.screen)")
        try tmux.send("Escape")
        #expect(try tmux.waitFor { !$0.contains { $0.contains("Search: ") } }.ok)
        #expect(!after.screen.contains { $0.contains("followed /top") }, "\(after.screen)")
        #expect(!after.screen.contains { $0.contains("top link") })
        // The page's rows, between the title bar and the status line.
        let rows = try tmux.captureCells().rows.dropFirst().prefix(21)
        #expect(rows.allSatisfy { $0.allSatisfy { !$0.reverse } }, "nothing focused on screen")
        try tmux.send("q")
        #expect(try tmux.waitFor("terminal modes:").ok)
    }

    /// The real binary on a page whose `/new` opens as a modal, its field
    /// typed into ("kept text"), for `body`; the server and files go after.
    static func withTypedModal(_ body: (TmuxSession) throws -> Void) throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/new"
                ? .html("<title>New</title><form method=post action=/posts><p>Title <input name=title autofocus></p></form>")
                : .html("<title>Home</title><p><a href=\"/new\">New post</a></p>")
        }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modal-question-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = directory.appendingPathComponent("paths.json")
        try #"{"settings": {}, "rules": [{"patterns": ["/new"], "properties": {"context": "modal"}}]}"#
            .write(to: paths, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(["--path-config", paths.path, server.url("/").absoluteString], columns: 80, rows: 24)
        #expect(try tmux.waitFor("New post").ok)
        try tmux.send("Tab")
        try tmux.send("Enter")
        #expect(try tmux.waitFor("Title [").ok, "the modal's page, its field focused")
        try tmux.send("Enter")
        try tmux.type("kept text")
        #expect(try tmux.waitFor("kept text").ok)
        try body(tmux)
    }

    /// Esc Esc on a modal with typed text asks first and loses nothing.
    @Test func escEscOnAModalWithTypedTextAsksFirst() throws {
        try Self.withTypedModal { tmux in
            try tmux.send("Escape")
            try tmux.send("Escape")
            let asked = try tmux.waitFor("Close and lose the form data you typed?")
            #expect(asked.ok, "\(asked.screen)")
            let question = try #require(try tmux.captureCells().cells(of: "Close and lose the form data you typed?"))
            #expect(question.allSatisfy { $0.bold })
            try tmux.send("n")
            let kept = try tmux.waitFor { screen in !screen.contains { $0.contains("Close and lose") } }
            #expect(kept.ok)
            #expect(kept.screen.contains { $0.contains("kept text") } && kept.screen.contains { $0.contains("[Done]") }, "\(kept.screen)")
            try tmux.send("Escape")
            #expect(try tmux.waitFor("Close and lose the form data you typed?").ok)
            try tmux.send("y")
            let closed = try tmux.waitFor { screen in !screen.contains { $0.contains("[Done]") } }
            #expect(closed.ok, "\(closed.screen)")
            #expect(!closed.screen.contains { $0.contains("kept text") })
            try tmux.send("q")
            #expect(try tmux.waitFor("terminal modes:").ok)
        }
    }

    /// The same question answered with the mouse, as xterm reports a click
    /// (a press, then a release): "n: no" keeps the modal and its text, "y: yes" closes it.
    @Test func theQuestionIsAnsweredWithTheMouse() throws {
        try Self.withTypedModal { tmux in
            try tmux.send("Escape")
            try tmux.send("Escape")
            let asked = try tmux.waitFor("y: yes   n: no")
            let row = try #require(asked.screen.firstIndex { $0.contains("y: yes   n: no") })
            // Box-drawing characters take one column each, so characters are columns here.
            let line = asked.screen[row]
            let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "y: yes")).lowerBound)
            try tmux.click(row: row, column: column + 10)
            let kept = try tmux.waitFor { screen in !screen.contains { $0.contains("Close and lose") } }
            #expect(kept.ok && kept.screen.contains { $0.contains("kept text") } && kept.screen.contains { $0.contains("[Done]") },
                    "a click on n: no keeps the modal and its text: \(kept.screen)")
            try tmux.send("Escape")
            #expect(try tmux.waitFor("y: yes   n: no").ok)
            try tmux.click(row: row, column: column + 2)
            let closed = try tmux.waitFor { screen in !screen.contains { $0.contains("[Done]") } }
            #expect(closed.ok, "a click on y: yes closes it: \(closed.screen)")
            #expect(try tmux.captureCells().illegibleCells.isEmpty)
        }
    }

    /// A wrapper as script/demo is: a helper in a session of its own (the
    /// Rails server), turbo-tui in the foreground, run by `make`.
    static func wrapper(in directory: URL, url: URL) throws {
        let script = """
            #!/bin/bash
            set -euo pipefail
            setsid sleep 300 </dev/null >/dev/null 2>&1 &
            helper=$!
            echo "$helper" > helper.pid
            trap 'kill "$helper" 2>/dev/null || true' EXIT
            status=0
            '\(TestPaths.binary.path)' '\(url.absoluteString)' || status=$?
            echo "wrapper done $status"
            exit "$status"

            """
        let wrapper = directory.appendingPathComponent("demo-wrapper")
        try ExecutableScript.write(script, to: wrapper)
        try "demo:\n\t@./demo-wrapper\n".write(to: directory.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)
    }

    static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)]
    }

    /// Ctrl-Z under `make demo` hung the terminal: turbo-tui stopped alone, and
    /// the shell went on waiting for `make`.
    @Test func ctrlZAndFgUnderMakeGiveTheScreenBack() throws {
        let server = try LoopbackHTTPServer { _ in .html("<title>Suspend</title><p><a href=\"/x\">a link kept focused</a></p>") }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("job-control-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.wrapper(in: directory, url: server.url("/"))
        let tmux = try TmuxSession([], columns: 80, rows: 24, shell: true)
        try tmux.type("cd '\(directory.path)' && make demo")
        try tmux.send("Enter")
        #expect(try tmux.waitFor("a link kept focused").ok)
        try tmux.send("Tab")
        try tmux.send("C-z")
        let stopped = try tmux.waitFor("Stopped")
        #expect(stopped.ok, "the shell has the terminal back: \(stopped.screen)")
        let helperPID = try #require(pid_t(String(contentsOf: directory.appendingPathComponent("helper.pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.state(of: helperPID) == "S", "the server goes on meanwhile")
        try tmux.type("fg")
        try tmux.send("Enter")
        let back = try tmux.waitFor { $0.first?.contains("Suspend") == true }
        #expect(back.ok, "\(back.screen)")
        let link = try #require(try tmux.captureCells().cells(of: "a link kept focused"))
        #expect(link.allSatisfy { $0.reverse && $0.underline }, "the screen restored with its attributes")
        try tmux.send("q")
        let done = try tmux.waitFor("wrapper done 0")
        #expect(done.ok, "\(done.screen)")
        // The wrapper prints its line before its exit trap kills the helper: the kill may still be on its way.
        let deadline = Date().addingTimeInterval(5)
        while let state = Self.state(of: helperPID), state != "Z", Date() < deadline { usleep(20_000) }
        #expect(Self.state(of: helperPID) == nil || Self.state(of: helperPID) == "Z", "the wrapper stopped its helper")
    }
}
