import Foundation
import Testing
import Store
import UI

/// Tabs through the real loop and a fixture transport: a tab shown again is
/// not fetched again nor recorded again, and the first tab's history stays its own.
@Suite("Event loop tabs")
struct EventLoopTabTests {
    let files = StoreTestFiles()

    @Test func aLinkInANewTabThenBackToTheFirstTab() throws {
        defer { files.remove() }
        let site = try EventLoopTests.site()
        let history = History(file: files.url("state/turbo-tui/history"))
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp(), history: history)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .character("T")])
        #expect(terminal.rows[0] == " 1 Home [2 Second]", "\(terminal.rows)")
        #expect(terminal.rows[1].hasPrefix(" Second — http://app.test/second"))
        let loop2 = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp(), history: history)
        ScriptedLoop.run(loop2, opening: HTTPFixtures.url("/"), keys: [.tab, .character("T"), .character("{"), .character("}"),
                                                                      .character("{")])
        #expect(terminal.rows[0] == "[1 Home] 2 Second", "\(terminal.rows)")
        #expect(terminal.rows[2].hasPrefix("second new"), "\(terminal.rows)")
        #expect(site.requests.map(\.url.path) == ["/", "/second", "/", "/second"], "two runs, each page fetched once")
        #expect(history.newestFirst.map(\.title) == ["Second", "Home", "Second", "Home"], "switching tabs is no visit")
        #expect(loop2.state.navigator?.state.main.entries.map(\.url.path) == ["/"], "tab 1 kept its own history")
    }
}
