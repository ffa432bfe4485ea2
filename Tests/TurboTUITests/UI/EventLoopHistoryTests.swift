import Foundation
import Testing
@testable import TurboTUI

/// The browser writes each page it shows into the history, through the real
/// loop, libcurl and a real server.
@Suite("Event loop history")
struct EventLoopHistoryTests {
    let files = StoreTestFiles()

    @Test func eachShownPageIsRecordedOnceWithItsTitle() throws {
        defer { files.remove() }
        let server = try EventLoopTests.site()
        defer { server.stop() }
        let file = files.url("state/turbo-tui/history")
        let history = History(file: file)
        // Follow "second", come back, and redraw (Ctrl-L): back is a visit, a redraw is not.
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration(),
                             history: history)
        ScriptedLoop.run(loop, opening: server.url("/"), keys: [.tab, .enter, .character("h"), .control("l")])
        #expect(history.newestFirst.map(\.title) == ["Home", "Second", "Home"])
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.map { $0.split(separator: "\t").dropFirst().joined(separator: " ") } == [
            "\(server.url("/").absoluteString) Home",
            "\(server.url("/second").absoluteString) Second",
            "\(server.url("/").absoluteString) Home",
        ])
        #expect(History(file: file).visited(server.url("/second")), "the next run sees the visit")
    }

    @Test func anErrorPageIsNotAVisit() throws {
        defer { files.remove() }
        let server = try LoopbackHTTPServer { _ in .html("<p>unused</p>") }
        let unreachable = server.url("/")
        server.stop()
        let history = History(file: files.url("history"))
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: BrowserConfiguration(), history: history)
        ScriptedLoop.run(loop, opening: unreachable)
        #expect(terminal.rows[0].contains("Error"), "\(terminal.rows)")
        #expect(history.newestFirst.isEmpty)
    }
}
