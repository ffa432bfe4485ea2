import Foundation
import Testing

/// The real binary in tmux: counts, gg and G, a key bound in the config
/// file and its theme, as a person types them.
@Suite("Keys end to end")
struct KeysEndToEndTests {
    static func lines() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in
            let lines = (1...100).map { $0 == 50 ? "<a href=/fifty>line 50</a>" : "line \($0)" }
            return .html("<title>Lines</title><p>" + lines.joined(separator: "<br>") + "</p>")
        }
    }

    @Test func countsGgGAndABoundKeyInTheRealTerminal() throws {
        let server = try Self.lines()
        defer { server.stop() }
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-keys-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: config) }
        try FileManager.default.createDirectory(at: config.appendingPathComponent("turbo-tui"), withIntermediateDirectories: true)
        try Data("theme = dark\nbind = x bottom\nbind = Ctrl-N next-target\n".utf8)
            .write(to: config.appendingPathComponent("turbo-tui/config"))
        let tmux = try TmuxSession([server.url("/").absoluteString],
                                   environment: ["XDG_CONFIG_HOME": config.path, "TERM": "tmux-256color"], rows: 12)
        let top: ([String]) -> String = { $0.count > 1 ? $0[1].trimmingCharacters(in: .whitespaces) : "" }
        #expect(try tmux.waitFor { top($0) == "line 1" }.ok, "\(tmux.screen)")
        try tmux.type("10")
        #expect(try tmux.waitFor("Link number or count: 10_").ok, "the count is shown while typed: \(tmux.screen)")
        try tmux.type("G")
        // Waited for whole: curses scrolls the rows up first (line 10 reaches
        // the top) and writes the status line last, so a capture between the
        // two shows the new top over the old status line.
        var shown = try tmux.waitFor { top($0) == "line 10" && TmuxSession.statusLine($0).hasPrefix("Line 10 of ") }
        #expect(shown.ok, "10G: line 10 at the top, and the status line says so: \(shown.screen)")
        try tmux.type("gg")
        shown = try tmux.waitFor { top($0) == "line 1" && TmuxSession.statusLine($0).hasPrefix("?: help") }
        #expect(shown.ok, "gg: the top, and the prompt the first g opened is closed (the key hints are back): \(shown.screen)")
        try tmux.type("5j")
        #expect(try tmux.waitFor { top($0) == "line 6" }.ok, "5j: \(tmux.screen)")
        try tmux.type("x")
        #expect(try tmux.waitFor { $0.contains { $0.trimmingCharacters(in: .whitespaces) == "line 100" } }.ok,
                "x, bound to bottom in the config file: \(tmux.screen)")
        try tmux.type("45k")
        try tmux.send("C-n")
        let focused = try tmux.waitFor("/fifty")
        #expect(focused.ok, "Ctrl-N, bound to next-target: \(focused.screen)")
        let cells = try tmux.captureCells()
        let row = try #require(focused.screen.firstIndex { $0.hasPrefix("line 50") })
        let link = cells.rows[row].prefix(7)
        #expect(link.allSatisfy { $0.reverse && $0.foreground == "75" }, "theme = dark: the link's dark-theme colour, reversed: \(link)")
        #expect(cells.illegibleCells.isEmpty, "\(cells.illegibleCells)")
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }
}
