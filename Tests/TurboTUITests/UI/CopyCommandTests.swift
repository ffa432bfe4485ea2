import Foundation
import Testing
import CLI
import UI

/// `copy-command`: `y` pipes the focused link's URL into the user's
/// clipboard program instead of OSC 52, and the status line says how it went.
@Suite("The copy command")
struct CopyCommandTests {
    private static func copying(with command: String) throws -> (MemoryTerminal, EventLoop) {
        let site = try EventLoopTests.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 120))
        var configuration = BrowserConfiguration.testApp()
        configuration.copyCommand = command
        let loop = EventLoop(terminal: terminal, transport: site, configuration: configuration)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .character("y")])
        return (terminal, loop)
    }

    @Test func theURLGoesToTheCommandsStandardInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let (terminal, loop) = try Self.copying(with: "cat > '\(file.path)'")
        #expect(try String(contentsOf: file, encoding: .utf8) == "http://app.test/second")
        #expect(terminal.clipboard.isEmpty, "no OSC 52 when a command is set")
        #expect(loop.state.chrome.message == .info("Copied http://app.test/second with cat > '\(file.path)'"))
    }

    @Test func aFailingCommandIsAnErrorAndNothingIsSentToTheTerminal() throws {
        // Exits without reading its input: no SIGPIPE may reach the browser.
        let (terminal, loop) = try Self.copying(with: "exit 3")
        #expect(terminal.clipboard.isEmpty)
        #expect(loop.state.chrome.message == .error("The copy command (exit 3) failed with status 3; nothing copied"))
    }

    @Test func withoutACommandOSC52IsSentAndSaidHonestly() throws {
        let site = try EventLoopTests.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 120))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .character("y")])
        #expect(terminal.clipboard == ["http://app.test/second"])
        #expect(loop.state.chrome.message?.text.hasPrefix("Sent http://app.test/second to the terminal's clipboard (OSC 52") == true)
    }

    @Test func theSettingComesFromTheFlagOrTheConfigFile() throws {
        #expect(try CommandLineOptions.parse(["--copy-command", "wl-copy", "x"]).copyCommand == "wl-copy")
        #expect(try CommandLineOptions.parse(["--copy-command=xclip -selection clipboard", "x"]).copyCommand
            == "xclip -selection clipboard")
        #expect(throws: UsageError("--copy-command may not contain control characters")) {
            try CommandLineOptions.parse(["--copy-command", "a\u{1B}b", "x"])
        }
    }
}
