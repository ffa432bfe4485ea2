import Foundation
import Testing
import UI

/// The real binary in tmux against a real server, as a user runs it.
@Suite("Browser end to end (tmux)", .serialized)
struct BrowserEndToEndTests {
    static func site() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html("<title>Home</title><h1>Home page</h1><p><a href='/second'>second</a> <a href='/new'>new post</a> <a href='/slow'>slow</a></p><p>Text below the links.</p>")
            case "/second": return .html("<title>Second</title><p>the second page</p>")
            case "/new": return .html("<title>New post</title><p>inside the modal</p>")
            case "/slow": return .delayed(seconds: 2, .init(.html("<title>Slow</title><p>the slow page</p>")))
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    @Test func tabEnterFollowsALinkAndBackMakesNoRequest() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("Home page").ok, "\(tmux.screen)")
        try tmux.send("Tab")
        #expect(try tmux.waitFor(server.url("/second").absoluteString).ok, "the status line shows the focused URL")
        try tmux.send("Enter")
        let second = try tmux.waitFor("the second page")
        #expect(second.ok, "\(second.screen)")
        #expect(second.screen[0].contains("Second"))
        let requests = server.requests.count
        try tmux.send("h")
        let back = try tmux.waitFor("Home page")
        #expect(back.ok, "\(back.screen)")
        #expect(server.requests.count == requests, "back is served from the page cache")
        try tmux.send("q")
        let end = try tmux.waitFor("terminal modes:")
        expectRows(end.screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
    }

    @Test func modalRouteShowsAnOverlayWithDoneAndEscRemovesIt() throws {
        let server = try Self.site()
        defer { server.stop() }
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("pc-\(UUID().uuidString).json")
        try #"{"rules":[{"patterns":["/new$"],"properties":{"context":"modal"}}]}"#.write(to: configuration, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configuration) }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TURBO_TUI_PATH_CONFIG": configuration.path])
        let home = try tmux.waitFor("Text below the links.")
        #expect(home.ok, "\(home.screen)")
        try tmux.send("Tab", "Tab", "Enter")
        let modal = try tmux.waitFor("inside the modal")
        #expect(modal.ok, "\(modal.screen)")
        let top = modal.screen.first { $0.contains("[Done]") } ?? ""
        #expect(top.contains("New post"))
        #expect(top.contains("┌"))
        #expect(modal.screen[0].contains("Home"), "the page below is still visible")
        try tmux.send("Escape")
        let closed = try tmux.waitFor { screen in !screen.contains { $0.contains("[Done]") } }
        #expect(closed.ok)
        #expect(closed.screen.prefix(6) == home.screen.prefix(6), "the page below is unchanged")
    }

    @Test func aSlowPageShowsTheProgressBar() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/slow").absoluteString])
        let loading = try tmux.waitFor("█")
        #expect(loading.ok, "\(loading.screen)")
        #expect(loading.screen.last { !$0.isEmpty }?.contains("Loading") == true)
        #expect(try tmux.waitFor("the slow page").ok)
        #expect(!tmux.screen.contains("█"))
    }

    @Test func aDeadServerShowsTheErrorViewAndRetryWorksOnceItIsBack() throws {
        let probe = try LoopbackHTTPServer { _ in .close }
        let port = probe.port
        let url = probe.url("/")
        probe.stop()
        let tmux = try TmuxSession([url.absoluteString])
        let error = try tmux.waitFor("Could not load the page")
        #expect(error.ok, "\(error.screen)")
        #expect(tmux.screen.contains("refused the connection"))
        #expect(tmux.screen.contains("r: retry"))
        let server = try LoopbackHTTPServer(port: port) { _ in .html("<title>Back</title><p>the server is back</p>") }
        defer { server.stop() }
        try tmux.send("r")
        let back = try tmux.waitFor("the server is back")
        #expect(back.ok, "\(back.screen)")
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGINT", SIGINT)])
    func aSignalRestoresTheTerminal(name: String, signal: Int32) throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("Home page").ok)
        #expect(tmux.alternateScreenIsOn)
        let pid = try #require(try tmux.programPID())
        kill(pid, signal)
        let end = try tmux.waitFor("terminal modes:")
        #expect(end.ok, "\(end.screen)")
        expectRows(end.screen, ["turbo-tui: stopped by \(name)", TmuxSession.exitLine(status: 1)] + Array(repeating: "", count: end.screen.count - 2),
                   "the alternate screen is gone: what the program said and the exit line, alone on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
    }

    /// Issue 32: a stop signal the loop cannot take in time (here it waits
    /// for an editor, as it does on Ctrl-E) is answered by the watchdog:
    /// the terminal is restored and the process ends by the signal, not 30 s later.
    @Test func aStopSignalWhileTheLoopIsBusyIsAnsweredByTheWatchdog() throws {
        let server = try LoopbackHTTPServer { _ in .html("<title>Form</title><form><textarea name=body>draft</textarea></form>") }
        defer { server.stop() }
        // An editor that takes its time over the file it is given.
        let editor = FileManager.default.temporaryDirectory.appendingPathComponent("slow-editor-\(UUID().uuidString)")
        try ExecutableScript.write("#!/bin/sh\nexec sleep 30\n", to: editor)
        defer { try? FileManager.default.removeItem(at: editor) }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["VISUAL": editor.path])
        #expect(try tmux.waitFor("draft").ok)
        try tmux.send("Tab")
        try tmux.send("C-e")
        let pid = try #require(try tmux.programPID())
        #expect(try tmux.waitFor { _ in !tmux.alternateScreenIsOn }.ok, "the editor runs on the normal screen")
        kill(pid, SIGTERM)
        let end = try tmux.waitFor("terminal modes:")
        #expect(end.ok, "\(end.screen)")
        #expect(end.screen.contains(TmuxSession.exitLine(status: 143)), "ended by SIGTERM's default action: \(end.screen)")
        #expect(!tmux.alternateScreenIsOn)
        #expect(!tmux.keypadModeIsOn)
    }

    /// Issue 32, item 5: signals a terminal program has no use for do not end it.
    @Test func userSignalsAndAlarmsAreIgnoredAndTheBrowserGoesOn() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("Home page").ok)
        let pid = try #require(try tmux.programPID())
        for signal in [SIGUSR1, SIGUSR2, SIGALRM] { kill(pid, signal) }
        try tmux.send("q")
        let end = try tmux.waitFor("terminal modes:")
        #expect(end.screen.contains(TmuxSession.exitLine(status: 0)), "q ended it, not a signal: \(end.screen)")
        #expect(!tmux.alternateScreenIsOn)
        #expect(!tmux.keypadModeIsOn)
    }

    @Test func aCrashRestoresTheTerminal() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("Home page").ok)
        let pid = try #require(try tmux.programPID())
        kill(pid, SIGSEGV)
        let end = try tmux.waitFor("terminal modes:")
        // The shell reports the crash first, with the command line it ran (its paths differ each run).
        #expect(end.screen[1].hasPrefix("bash: line 1: ") && end.screen[1].contains(" Segmentation fault "), "\(end.screen)")
        #expect(end.screen.contains(TmuxSession.exitLine(status: 139)), "\(end.screen)")
        #expect(!tmux.keypadModeIsOn, "the crash handler's reset leaves the keypad in normal mode")
        #expect(!tmux.alternateScreenIsOn)
    }

    @Test func ctrlCQuitsAndRestores() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("Home page").ok)
        try tmux.send("C-c")
        let end = try tmux.waitFor("terminal modes:")
        expectRows(end.screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
    }

    @Test func noColorKeepsAttributesButDropsColours() throws {
        let server = try Self.site()
        defer { server.stop() }
        let coloured = try TmuxSession([server.url("/").absoluteString])
        #expect(try coloured.waitFor("Home page").ok)
        #expect(try coloured.captureWithAttributes().contains("\u{1B}[38;5;63m"), "links are in the scheme's blue (xterm 63)")
        let plain = try TmuxSession([server.url("/").absoluteString], environment: ["NO_COLOR": "1"])
        #expect(try plain.waitFor("Home page").ok)
        try plain.send("Tab")
        #expect(try plain.waitFor(server.url("/second").absoluteString).ok)
        let screen = try plain.captureWithAttributes()
        let colours = ["[30m", "[31m", "[32m", "[33m", "[34m", "[35m", "[36m", "[37m", "[38;"]
        #expect(!colours.contains { screen.contains($0) }, "\(screen)")
        #expect(screen.contains("\u{1B}[0;4;7m\u{1B}[39m\u{1B}[49msecond"), "the focused link is underlined and reversed: \(screen)")
    }

    @Test func resizeLaysThePageOutAgainAndKeepsTheReadingPosition() throws {
        let filler = (1...40).map { "<p>paragraph \($0) with enough words to wrap on a narrow terminal window</p>" }.joined()
        let server = try LoopbackHTTPServer { _ in .html("<title>Long</title>\(filler)") }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], columns: 100, rows: 20)
        #expect(try tmux.waitFor("paragraph 1 with").ok)
        try tmux.type("/paragraph 12 ")
        try tmux.send("Enter")
        #expect(try tmux.waitFor { $0.count > 1 && $0[1].hasPrefix("paragraph 12 with enough words to wrap on a narrow terminal window") }.ok)
        try tmux.resize(columns: 40, rows: 20)
        let narrow = try tmux.waitFor { $0.count > 2 && $0[1] == "paragraph 12 with enough words to wrap" }
        #expect(narrow.ok, "\(narrow.screen)")
        #expect(narrow.screen[2] == "on a narrow terminal window")
    }

    @Test func pathConfigurationProblemsShowInTheStatusLine() throws {
        let server = try Self.site()
        defer { server.stop() }
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("pc-\(UUID().uuidString).json")
        try #"{"rules":[{"patterns":["(["],"properties":{"context":"modal"}},{"patterns":["/new$"],"properties":{"context":"modal"}}]}"#
            .write(to: configuration, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: configuration) }
        let tmux = try TmuxSession(["--path-config", configuration.path, server.url("/").absoluteString], columns: 200)
        let shown = try tmux.waitFor("valid ICU regular expression")
        #expect(shown.ok, "\(shown.screen)")
        try tmux.send("Tab", "Tab", "Enter")
        #expect(try tmux.waitFor("[Done]").ok, "the good rule still applies")
    }

    @Test func everyPathConfigurationProblemIsPrintedOnExit() throws {
        let server = try Self.site()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pcs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("broken.json")
        try #"{"rules": [ }"#.write(to: broken, atomically: true, encoding: .utf8)
        let badPattern = directory.appendingPathComponent("bad-pattern.json")
        try #"{"rules":[{"patterns":["(["],"properties":{"context":"modal"}}]}"#.write(to: badPattern, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(["--path-config", broken.path, "--path-config", badPattern.path,
                                    server.url("/").absoluteString], columns: 200)
        #expect(try tmux.waitFor("valid ICU regular expression").ok, "the last report is on the status line")
        try tmux.send("q")
        let exited = try tmux.waitFor(TmuxSession.exitMarker)
        #expect(exited.ok, "\(exited.screen)")
        let printed = exited.screen.joined(separator: "\n")
        #expect(printed.contains("broken.json"), "the first report is not lost: \(printed)")
        #expect(printed.contains("valid ICU regular expression"))
    }

    @Test func anotherSiteIsOpenedWithBrowserNeverLoaded() throws {
        let server = try LoopbackHTTPServer { _ in .html("<title>Links</title><p><a href='https://elsewhere.test/page?a=1&b=2'>elsewhere</a></p>") }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let opened = directory.appendingPathComponent("opened.txt")
        let script = directory.appendingPathComponent("fake-browser")
        try ExecutableScript.write("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n", to: script)
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["BROWSER": script.path])
        #expect(try tmux.waitFor("elsewhere").ok)
        try tmux.send("Tab", "Enter")
        let offer = try tmux.waitFor("o: open with $BROWSER")
        #expect(offer.ok, "\(offer.screen)")
        #expect(server.requests.count == 1, "the other site was not requested")
        try tmux.send("o")
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: opened.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect((try? String(contentsOf: opened, encoding: .utf8)) == "https://elsewhere.test/page?a=1&b=2", "the URL is passed as one argument")
        #expect(try tmux.waitFor("elsewhere").ok, "the page is back after $BROWSER")
    }
}
