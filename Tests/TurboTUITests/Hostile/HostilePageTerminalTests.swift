import Foundation
import Testing
import UI

/// A hostile page in the real binary, in a real terminal: whatever the page
/// holds, the only escape sequences tmux receives are turbo-tui's own.
@Suite("Hostile page in the terminal (tmux)", .serialized)
struct HostilePageTerminalTests {
    static let escape = "\u{1B}"

    static func site() throws -> LoopbackHTTPServer {
        let e = escape
        return try LoopbackHTTPServer { request in
            switch (request.method, request.target) {
            case ("GET", "/"):
                return .html("""
                    <title>Ti\(e)]0;pwned\u{07}tle \u{202E}lmth.exe\u{202C} z\u{200B}w \u{9B}1m</title>
                    <p>text \(e)[31mred\(e)[0m osc \(e)]52;c;aGk=\u{07} dcs \(e)Pq\(e)\\ c1 \u{9B}2J bidi \u{2067}flip\u{2069}</p>
                    <p><a href="/x&#x1b;[2J&#x202e;y">a link</a></p>
                    <form method="post" action="/send"><select name="s"><option>op\(e)[5mtion</option></select>
                    <textarea name="t">area\(e)[7mtext</textarea><input name="q" value="val\(e)[41mue">
                    <button>Send</button></form>
                    """)
            case ("POST", "/send"):
                return .html("<title>Error \(e)[2J</title><p>bad \(e)]0;x\u{07} value \u{202E}here</p>", status: 422)
            default:
                return .html("<p>other page</p>")
            }
        }
    }

    /// Every escape sequence in a captured screen must be SGR (`ESC [ ... m`), the
    /// only kind tmux keeps in a capture; no bidi control may be there at all.
    static func foreignSequences(in capture: String) -> [String] {
        var found: [String] = []
        var rest = Substring(capture)
        while let start = rest.firstIndex(of: "\u{1B}") {
            let sequence = rest[start...].prefix { $0 != "m" }
            if !sequence.dropFirst().allSatisfy({ "[0123456789;:".contains($0) }) { found.append(String(sequence.prefix(12))) }
            rest = rest[rest.index(after: start)...]
        }
        found += capture.unicodeScalars.filter { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
            .map { "U+" + String($0.value, radix: 16) }
        return found
    }

    @Test func titleTextFieldsAndStatusLineReachTheTerminalOnlyAsVisibleText() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        let page = try tmux.waitFor("a link")
        #expect(page.ok, "\(tmux.screen)")
        #expect(page.screen[0].contains("tle lmth.exe"), "the title, bidi controls removed: \(page.screen[0])")
        expectRows(page.screen, [1: "text ^[[31mred^[[0m osc ^[]52;c;aGk=^G dcs ^[Pq^[\\ c1 \u{FFFD}2J bidi flip"], "a raw ESC in HTML text stays in the DOM (a parse error, not replaced) and is shown visibly")
        #expect(Self.foreignSequences(in: try tmux.captureWithAttributes()) == [])
        try tmux.send("Tab")
        #expect(try tmux.waitFor("/x%1B%5B2J%E2%80%AEy").ok, "the focused link's URL in the status line: \(tmux.screen)")
        #expect(Self.foreignSequences(in: try tmux.captureWithAttributes()) == [])
        try tmux.send("q")
        expectRows(try tmux.waitFor("terminal modes:").screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
    }

    @Test func anErrorAnswerToAFormIsShownSafely() throws {
        let server = try Self.site()
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString])
        #expect(try tmux.waitFor("a link").ok, "\(tmux.screen)")
        // Link, select, textarea, input, then the button.
        try tmux.send("Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
        let answer = try tmux.waitFor("value here")
        #expect(answer.ok, "\(answer.screen)")
        #expect(Self.foreignSequences(in: try tmux.captureWithAttributes()) == [])
        try tmux.send("Q")
        #expect(try tmux.waitFor("terminal modes:").ok)
    }
}
