import Foundation
import Testing
import Base
import UI

/// The real binary in tmux against a 127.0.0.1 server that sends the 1 MB
/// corpus page in part (issue 21): its first screen is on the pane while the
/// answer is still arriving, q quits meanwhile with the terminal restored,
/// and an answer cut off halfway shows what arrived with the error.
@Suite("Browser end to end: a page shown while it arrives (tmux)", .serialized)
struct ArrivingPageEndToEndTests {
    static let page = Array((try? Data(contentsOf: TestPaths.fixture("corpus/rust-releases-1mb.html"))) ?? Data())
    /// On the first screen, a link of the page's first list.
    static let firstScreenText = "Stabilize if let guards on match arms"
    /// What the server sends before it holds the rest back: the first screen's text lies in
    /// its first 2 KB, and 64 KB is a few of curl's reads.
    static let sentFirst = 64 * 1024

    static func head(length: Int) -> [UInt8] {
        Array("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(length)\r\n\r\n".utf8)
    }

    /// The server holds the page's rest until the program has exited, so the first screen
    /// and the exit both provably come before the answer ends, whatever the machine's load
    /// (a clock in this test once failed on a busy CI machine).
    @Test func theFirstScreenIsShownBeforeTheServerFinishesAndQQuitsMeanwhile() throws {
        #expect(Self.page.count > 1_000_000)
        let gate = LoopbackHTTPServer.Gate()
        defer { gate.open() }
        let server = try LoopbackHTTPServer { _ in
            .held(head: Self.head(length: Self.page.count), first: Array(Self.page[..<Self.sentFirst]),
                  rest: Array(Self.page[Self.sentFirst...]), gate: gate)
        }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/releases").absoluteString])
        let shown = try tmux.waitFor(Self.firstScreenText, seconds: 30)
        #expect(shown.ok, "\(shown.screen)")
        #expect(gate.isHolding, "the answer is unfinished while its first screen is shown")
        let status = shown.screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(status.hasPrefix("Loading "), "the visit is still on its way: \(status)")
        let link = try #require(try tmux.captureCells().cells(of: Self.firstScreenText))
        #expect(link.allSatisfy { $0.underline && $0.isLegible }, "a link, drawn as one: \(link)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)

        try tmux.send("q")
        let end = try tmux.waitFor(TmuxSession.exitMarker, seconds: 10)
        expectRows(end.screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
        #expect(gate.isHolding, "q did not wait for the page: the server still holds its rest")
    }

    @Test func anAnswerCutOffHalfwayShowsWhatArrivedWithTheError() throws {
        let half = Array(Self.page[..<(Self.page.count / 2)])
        let server = try LoopbackHTTPServer { _ in
            .reset(afterBytes: half, headers: [("Content-Type", "text/html; charset=utf-8")])
        }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/releases").absoluteString])
        // The logo's box (its size is in the page: three rows) was kept for it; its fetch fails, and the
        // box gives its rows up for one line of its alt text (docs/images.md), the text below moving up.
        // The fetch's failure and the answer's come in either order (a loaded machine): both are waited for.
        let arrived: [Int: String] = [1: "[Rust logo]", 2: "Rust 1.95.0", 11: " * \(Self.firstScreenText)"]
        let failed = try tmux.waitFor(seconds: 30) { $0.joined().contains("Could not load all of") && ScreenRows($0).matches(arrived) }
        #expect(failed.ok, "\(failed.screen)")
        expectRows(failed.screen, arrived, "what arrived is shown, from its top")
        let error = try #require(try tmux.captureCells().cells(of: "Could not load all of"))
        #expect(error.allSatisfy { $0.bold && $0.isLegible && $0.shownForeground != "d" }, "an error, drawn as one: \(error)")
        // What arrived can be read: the end of the page scrolls to the last text that came.
        try tmux.send("End")
        let end = try tmux.waitFor(seconds: 10) { !$0.joined().contains(Self.firstScreenText) }
        #expect(end.ok, "\(end.screen)")
        try tmux.send("q")
        let exit = try tmux.waitFor(TmuxSession.exitMarker, seconds: 10)
        expectRows(exit.screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
    }
}
