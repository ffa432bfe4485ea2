import Foundation
import Testing
import Store
import UI

/// Links to pages of earlier runs are drawn as visited: the history file's
/// visits seed `VisitedLinks`, the one answer to "visited?".
@Suite("Visited links from the history")
struct VisitedFromHistoryTests {
    @Test func aLinkVisitedInAnEarlierRunHasTheVisitedFaceFromTheFirstFrame() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let file = try files.write("1733000000\thttp://app.test/second\tSecond\n", to: "state/turbo-tui/history")
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopTests.site(), configuration: BrowserConfiguration.testApp(),
                             history: History(file: file))
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"))
        #expect(terminal.rows[1] == "second new")
        let look = ScreenLook(terminal.frame)
        let second = try #require(look.columns(of: "second"))
        let new = try #require(look.columns(of: "new"))
        for column in second.columns { #expect(terminal.frame[second.row, column].style.role == .visited) }
        for column in new.columns { #expect(terminal.frame[new.row, column].style.role == .link) }
        #expect(look.cell(second.row, second.columns.lowerBound).foreground != look.cell(new.row, new.columns.lowerBound).foreground)
        let mono = ScreenLook(terminal.frame, scheme: ColorScheme(depth: .monochrome))
        #expect(mono.cell(second.row, second.columns.lowerBound).attributes.contains(.dim), "without colour: dimmed")
        #expect(!mono.cell(new.row, new.columns.lowerBound).attributes.contains(.dim))
        #expect(look.illegibleCells.isEmpty)
    }

    @Test func withoutAHistoryOnlyThisRunsPagesAreVisited() throws {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopTests.site(), configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"))
        #expect(terminal.frame[1, 0].style.role == .link, "--no-history: nothing from before")
    }

    @Test func theSeedIsBoundedToTheNewestVisitsAndAFragmentIsTheSamePage() {
        let time = Date(timeIntervalSince1970: 1_733_000_000)
        let entries = (0..<(VisitedLinks.limit + 5)).map {
            HistoryEntry(time: time, url: URL(string: "https://app.test/\($0)")!, title: "\($0)")!
        }
        let visited = VisitedLinks(history: entries)
        #expect(!visited.contains(URL(string: "https://app.test/4")!), "the oldest five are left out")
        #expect(visited.contains(URL(string: "https://app.test/5")!))
        #expect(visited.contains(URL(string: "https://app.test/\(VisitedLinks.limit + 4)#top")!))
        #expect(visited.newestFirst.count == VisitedLinks.limit)
        #expect(visited.newestFirst.first?.title == "\(VisitedLinks.limit + 4)")
    }
}
