import Foundation
import Testing
import Net
import Store
import UI

/// The browser writes each page it shows into the history, through the real
/// loop and a fixture transport.
@Suite("Event loop history")
struct EventLoopHistoryTests {
    let files = StoreTestFiles()

    @Test func eachShownPageIsRecordedOnceWithItsTitle() throws {
        defer { files.remove() }
        let site = try EventLoopTests.site()
        let file = files.url("state/turbo-tui/history")
        let history = History(file: file)
        // Follow "second", come back, and redraw (Ctrl-L): back is a visit, a redraw is not.
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp(),
                             history: history)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .enter, .character("h"), .control("l")])
        #expect(history.newestFirst.map(\.title) == ["Home", "Second", "Home"])
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.map { $0.split(separator: "\t").dropFirst().joined(separator: " ") } == [
            "http://app.test/ Home",
            "http://app.test/second Second",
            "http://app.test/ Home",
        ])
        #expect(VisitedLinks(history: History(file: file).oldestFirst).contains(HTTPFixtures.url("/second")), "the next run sees the visit")
    }

    @Test func anErrorPageIsNotAVisit() throws {
        defer { files.remove() }
        let unreachable = HTTPFixtures.url("/")
        let site = FixtureTransport()
        site.fail(unreachable, with: .connectionRefused(host: "app.test"))
        let history = History(file: files.url("history"))
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp(), history: history)
        ScriptedLoop.run(loop, opening: unreachable)
        #expect(terminal.rows[0].contains("Error"), "\(terminal.rows)")
        #expect(history.newestFirst.isEmpty)
    }
}
