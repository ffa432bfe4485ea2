import Foundation
import Testing
import UI

/// Terminals that are not a UTF-8 xterm: ASCII in place of what the locale
/// cannot encode, and a clear refusal where no screen can be drawn.
@Suite("Terminal kinds and locales")
struct TerminalKindsTests {
    private let ascii: (Unicode.Scalar) -> Bool = { $0.isASCII }

    @Test func boxDrawingBecomesASCIILinesAndCorners() {
        let row = "┌─┬┐│├┼┤└┴┘═║╔"
        let mapped = row.map { LocaleFallback.text(String($0), columns: 1, canEncode: ascii) }.joined()
        #expect(mapped == "+-++|++++++-|+")
    }

    @Test func wideCharactersKeepTheirColumns() {
        #expect(LocaleFallback.text("日", columns: 2, canEncode: ascii) == "??")
        #expect(LocaleFallback.text("👍🏽", columns: 2, canEncode: ascii) == "??")
    }

    @Test func lettersKeepWhatTheLocaleHas() {
        #expect(LocaleFallback.text("e\u{301}", columns: 1, canEncode: ascii) == "e")
        #expect(LocaleFallback.text("x", columns: 1, canEncode: ascii) == "x")
        #expect(LocaleFallback.text("é", columns: 1, canEncode: { _ in true }) == "é", "a locale that has it keeps it")
        #expect(LocaleFallback.text("—", columns: 1, canEncode: ascii) == "-")
        #expect(LocaleFallback.text("▾", columns: 1, canEncode: ascii) == "v")
    }

    private static func page() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in
            .html("<title>Table</title><table border=1><tr><td>日本</td><td>café</td></tr></table><p>after the table")
        }
    }

    @Test func aCLocaleDrawsTablesWithASCII() throws {
        let server = try Self.page()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["LANG": "C", "LC_ALL": "C"], columns: 60, rows: 10)
        let screen = try tmux.waitFor("after the table")
        #expect(screen.ok, "\(tmux.screen)")
        #expect(screen.screen.contains { $0.hasPrefix("+------+") }, "\(screen.screen)")
        #expect(screen.screen.contains { $0.hasPrefix("| ???? | caf? |") }, "\(screen.screen)")
        try tmux.send("q")
        expectRows(try tmux.waitFor("terminal modes:").screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
    }

    @Test func aDumbTerminalIsRefusedWithAWayOut() throws {
        let server = try Self.page()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "dumb"], columns: 200, rows: 10)
        let end = try tmux.waitFor("terminal modes:")
        expectRows(end.screen, [0: "turbo-tui: the terminal 'dumb' cannot move the cursor, so it cannot show pages (use --dump, or set TERM, e.g. TERM=xterm)",
                                1: TmuxSession.exitLine(status: 1)])
        #expect(server.requests.isEmpty, "nothing is fetched for a screen that cannot be shown")
    }
}
