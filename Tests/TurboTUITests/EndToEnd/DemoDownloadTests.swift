import Foundation
import Testing
import UI

/// Downloads in the real binary: the demo's PDF saved from tmux into the
/// directory user-dirs.dirs names, and 200 MB streamed to disk (the
/// browser's `s` and `--output`) with the peak resident size measured.
@Suite("Downloads with the real binary (tmux)", .serialized)
struct DemoDownloadTests {
    /// A home of its own: nothing is written into the real one.
    final class Home {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-home-\(UUID().uuidString)").path
        var environment: [String: String] {
            ["HOME": path, "XDG_CONFIG_HOME": path + "/config", "XDG_STATE_HOME": path + "/state", "XDG_DATA_HOME": path + "/data",
             "MAILCAPS": path + "/mailcap"]
        }

        init(downloads: String = "$HOME/Fetched") throws {
            try FileManager.default.createDirectory(atPath: path + "/config", withIntermediateDirectories: true)
            try "# written by xdg-user-dirs-update\nXDG_DOWNLOAD_DIR=\"\(downloads)\"\n"
                .write(toFile: path + "/config/user-dirs.dirs", atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Tab until the status line shows `url`, the focused link's.
    static func focus(_ url: String, _ tmux: TmuxSession) throws -> Bool {
        for _ in 0..<12 {
            try tmux.send("Tab")
            if try tmux.waitFor(seconds: 1, { $0.last(where: { !$0.isEmpty })?.contains(url) == true }).ok { return true }
        }
        return false
    }

    /// The peak resident size of a running process in KiB (the kernel's high-water mark), nil once it is gone.
    static func peakKiB(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    @Test func theDemosPDFIsSavedIntoXDGDownloadDirWithALegibleStatusLine() throws {
        let demo = try DemoServer.shared()
        let home = try Home()
        let tmux = try DemoBrowserFormTests.open("/files", demo: demo, environment: home.environment)
        #expect(try tmux.waitFor("A PDF document").ok)
        #expect(try Self.focus("/files/sample.pdf", tmux), "\(tmux.screen)")
        try tmux.send("Enter")
        let offer = try tmux.waitFor("s: save, v: view, y: copy URL")
        #expect(offer.ok, "\(offer.screen)")
        // The offer wraps at a width that depends on the port's digits: its first row is checked from the start.
        #expect(offer.screen[28].hasPrefix("Not a page (.pdf): \(demo.url("/files/sample.pdf").absoluteString) (s: save, v: view"),
                "\(offer.screen)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
        try tmux.send("s")
        let saved = try tmux.waitFor("Saved ")
        #expect(saved.ok, "\(saved.screen)")
        let path = home.path + "/Fetched/sample.pdf"
        expectRows(saved.screen, [28: "Saved 592 B to \(path) (D:", 29: "  downloads)"])
        let original = TestPaths.packageRoot.appendingPathComponent("demo/public/files/sample.pdf").path
        #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: original))
        let status = try #require(try tmux.captureCells().cells(of: "Saved "))
        #expect(status.allSatisfy { $0.isLegible }, "\(status)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
        // The downloads screen names the file and where it went.
        try tmux.send("D")
        // The row below the title: tmux may be read while the terminal is still writing the frame.
        let list = try tmux.waitFor("      \(path)")
        #expect(list.ok, "\(list.screen)")
        expectRows(list.screen, [0: " Downloads (saved in \(home.path)/Fetched)", 2: "      \(path)"])
        #expect(list.screen[1].hasPrefix("  sample.pdf  saved: 592 B of 592 B (100%)"), "a speed may follow: \(list.screen)")
        let title = try #require(try tmux.captureCells().cells(of: "Downloads (saved"))
        #expect(title.allSatisfy { $0.underline && $0.bold && !$0.reverse && $0.isLegible }, "\(title)")
        try tmux.send("Escape")
        #expect(try tmux.waitFor("A PDF document").ok)
    }

    @Test func vShowsACopiousOutputViewersTextInsideTheBrowser() throws {
        let demo = try DemoServer.shared()
        let home = try Home()
        // A viewer that turns the PDF into text: od stands in for pdftotext, with an escape in its output.
        try "application/pdf; printf 'first\\033[31m line\\n' \\; od -c %s | head -3; copiousoutput\n"
            .write(toFile: home.path + "/mailcap", atomically: true, encoding: .utf8)
        let tmux = try DemoBrowserFormTests.open("/files", demo: demo, environment: home.environment)
        #expect(try tmux.waitFor("A PDF document").ok)
        #expect(try Self.focus("/files/sample.pdf", tmux))
        try tmux.send("Enter")
        #expect(try tmux.waitFor("s: save, v: view").ok)
        try tmux.send("v")
        // The whole frame, not only its first rows: a loaded machine let a capture land while curses was
        // still writing it (the viewer's first rows over the page's, the page's status line below).
        let shown = try tmux.waitFor(seconds: 10) { $0.joined().contains("first^[[31m line") && ScreenRows($0).matches([29: " Esc: close"]) }
        #expect(shown.ok, "the escape is shown, not obeyed: \(shown.screen)")
        // The viewer's command names a private copy whose folder is made up anew each run.
        #expect(shown.screen[0].hasPrefix(" sample.pdf through printf 'first\\033[31m line\\n' ; od -c /tmp/turbo-tui-view-"), "\(shown.screen)")
        expectRows(shown.screen, [1: "first^[[31m line", 2: "0000000   %   P   D   F   -   1   .   4  \\n   1       0       o   b   j", 29: " Esc: close"])
        let cells = try #require(try tmux.captureCells().cells(of: "first"))
        #expect(cells.allSatisfy { $0.foreground == "d" || $0.isLegible }, "\(cells)")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()))?
            .filter { $0.hasPrefix("turbo-tui-view-") } ?? []
        #expect(leftovers.isEmpty, "the viewer's file and directory are removed: \(leftovers)")
        try tmux.send("q")
        #expect(try tmux.waitFor("A PDF document").ok)
    }

    static func bigServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html("<title>Big</title><p><a href=\"/big.zip\">Big file</a></p>")
            default: return .stream(totalBytes: 200 << 20, chunked: false, headers: [("Content-Type", "application/zip")])
            }
        }
    }

    @Test func twoHundredMegabytesStreamToDiskInTheBrowserUnderSixtyMiB() throws {
        let server = try Self.bigServer()
        defer { server.stop() }
        let home = try Home(downloads: "$HOME/dl")
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: home.environment)
        #expect(try tmux.waitFor("Big file").ok)
        try tmux.send("Tab", "Enter")
        #expect(try tmux.waitFor("s: save").ok)
        let pid = try #require(try tmux.programPID())
        try tmux.send("s")
        #expect(try tmux.waitFor(" left (Esc: cancel, D: downloads)").ok, "progress while it runs: \(tmux.screen)")
        var peak = 0
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, !tmux.screen.contains("Saved ") {
            peak = max(peak, Self.peakKiB(pid) ?? 0)
            Thread.sleep(forTimeInterval: 0.2) // sampling the kernel's high-water mark, bounded by the deadline
        }
        peak = max(peak, Self.peakKiB(pid) ?? 0)
        #expect(tmux.screen.contains("Saved 200.0 MiB to \(home.path)/dl/big.zip"), "\(tmux.screen)")
        let size = (try FileManager.default.attributesOfItem(atPath: home.path + "/dl/big.zip")[.size] as? Int) ?? 0
        #expect(size == 200 << 20)
        print("browser download of 200 MiB: peak RSS \(peak / 1024) MiB")
        #expect(peak > 0 && peak < 60 * 1024, "peak RSS \(peak) KiB")
    }

    @Test func twoHundredMegabytesThroughOutputUnderSixtyMiB() throws {
        let server = try Self.bigServer()
        defer { server.stop() }
        let home = try Home()
        let target = home.path + "/big.zip"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        let report = home.path + "/time.txt"
        process.arguments = ["-v", "-o", report, TestPaths.binary.path, "--output", target, server.url("/big.zip").absoluteString]
        process.environment = home.environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("Maximum resident set size") })
        let kib = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        print("--output of 200 MiB: peak RSS \(kib / 1024) MiB")
        #expect(kib > 0 && kib < 60 * 1024, "\(line)")
        #expect((try FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) == 200 << 20)
    }
}
