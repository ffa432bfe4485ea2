import Foundation
import Testing
import Render
import Store
import UI

/// The history view (`V`): each page once at its latest visit, newest first,
/// searched with `/`, opened with Enter, closed with Esc; the selection
/// marked without colour.
@Suite("History view")
struct HistoryViewTests {
    static let start = 1_733_000_000.0 // 2024-11-30 20:53:20 UTC

    static func entry(_ path: String, _ title: String, minutes: Double) -> HistoryEntry {
        HistoryEntry(time: Date(timeIntervalSince1970: start + minutes * 60), url: URL(string: "https://app.test\(path)")!,
                     title: title)!
    }

    /// Oldest first, as the file holds them: /posts read twice.
    static let entries = [
        entry("/posts", "Posts", minutes: 0),
        entry("/about", "About us", minutes: 1),
        entry("/posts", "Posts", minutes: 2),
        entry("/posts/7", "Post seven", minutes: 3),
    ]

    static func driver(rows: Int = 10, columns: Int = 72) -> BrowserDriver {
        var driver = BrowserDriver(rows: rows, columns: columns)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>home page</p>")
        driver.browser.state.visited = VisitedLinks(history: entries)
        return driver
    }

    @Test func eachPageIsListedOnceNewestFirstWithTheSelectionInReverseAndMarked() {
        let visited = VisitedLinks(history: Self.entries)
        var buffer = ScreenBuffer(size: ScreenSize(rows: 6, columns: 72))
        HistoryView(list: HistoryList(), entries: visited.newestFirst, size: buffer.size, timeZone: .utc)
            .draw(into: &buffer)
        #expect(buffer.rowsAsText == [
            " History: 3 pages, newest first",
            "> 2024-11-30 20:56  Post seven  https://app.test/posts/7",
            "  2024-11-30 20:55  Posts  https://app.test/posts",
            "  2024-11-30 20:54  About us  https://app.test/about",
            "",
            " Enter: open   T: new tab   /: search   Up/Down: move   Esc: close",
        ])
        #expect(buffer[0, 3].style.attributes == [.bold, .underline], "the title line: not reverse, so the selection below it stands apart")
        #expect(buffer[0, 70].style.attributes == [.bold, .underline], "to the right edge")
        // The selection is reverse video over the whole row and a `>`: it shows without colour.
        #expect(buffer[1, 0].style.attributes == [.reverse, .bold])
        #expect(buffer[1, 70].style.attributes == [.reverse, .bold], "to the right edge")
        #expect(buffer[1, 32].style == Style(attributes: [.reverse, .bold], role: .link), "the URL keeps the link's colour")
        #expect(buffer[2, 0].style.attributes == [] && buffer[2, 2].style.attributes == [])
        #expect(buffer[2, 27].style == Style(role: .link), "https://app.test/posts in the link colour")
        #expect(buffer[2, 20].style == .plain, "the title plain")
        let mono = ScreenLook(buffer, scheme: ColorScheme(depth: .monochrome))
        #expect(mono.cell(1, 5).attributes.contains(.reverse) && !mono.cell(2, 5).attributes.contains(.reverse))
        #expect(ScreenLook(buffer).illegibleCells.isEmpty)
    }

    @Test func vOpensItDownMovesTheSelectionAndEscClosesIt() {
        var driver = Self.driver()
        driver.press(.character("V"))
        #expect(driver.rows[0] == " History: 3 pages, newest first")
        #expect(driver.rows[1].hasPrefix("> ") && driver.rows[1].contains("Post seven"))
        driver.press(.down, .down)
        #expect(driver.rows[3].hasPrefix("> ") && driver.rows[3].contains("About us"), "\(driver.rows)")
        #expect(driver.rows[1].hasPrefix("  "))
        driver.press(.escape)
        #expect(driver.state.chrome.overlay == nil)
        #expect(driver.rows[1] == "home page")
        #expect(driver.visits == ["https://app.test/"], "Esc opens nothing")
    }

    @Test func slashNarrowsTheListAndEnterOpensTheSelection() {
        var driver = Self.driver()
        driver.press(.character("V"), .character("/"))
        driver.type("POST s")
        #expect(driver.rows[0] == " History: 2 pages matching \"POST s\"", "every word, case aside: \(driver.rows)")
        #expect(driver.rows[9] == "/POST s_")
        #expect(driver.frame.cursor == CellPosition(row: 9, column: 7))
        driver.press(.backspace)
        driver.type("abo")
        #expect(driver.rows[0] == " History: 0 pages matching \"POST abo\"", "no page has both words")
        driver.press(.control("u"))
        driver.type("seven")
        driver.press(.enter)
        #expect(driver.rows[0] == " History: 1 page matching \"seven\"")
        #expect(driver.rows[9].hasPrefix(" Enter: open"), "Enter ended the search; the list stays narrowed")
        driver.press(.enter)
        #expect(driver.state.chrome.overlay == nil)
        #expect(driver.visits.last == "https://app.test/posts/7")
    }

    /// `T` opens the selection in a new tab, as `T` does for a focused link;
    /// the tab that was shown keeps its page.
    @Test func tOpensTheSelectionInANewTab() {
        var driver = Self.driver()
        driver.press(.character("V"), .down, .down, .character("T"))
        #expect(driver.state.chrome.overlay == nil)
        #expect(driver.visits.last == "https://app.test/about")
        driver.answer("<title>About us</title><p>about page</p>")
        #expect(driver.state.tabs.count == 2)
        #expect(driver.rows[0] == " 1 Home [2 About us]", "\(driver.rows)")
        #expect(driver.rows[2] == "about page")
        driver.press(.character("{"))
        #expect(driver.rows[2] == "home page", "the first tab kept its page")
    }

    @Test func escWhileSearchingClearsTheSearchAndAnEmptyMatchSaysSo() {
        var driver = Self.driver()
        driver.press(.character("V"), .character("/"))
        driver.type("nothing like it")
        #expect(driver.rows[1] == "  No visit matches \"nothing like it\".")
        driver.press(.enter)
        #expect(driver.visits == ["https://app.test/"], "Enter with nothing listed opens nothing")
        driver.press(.character("/"), .escape)
        #expect(driver.rows[0] == " History: 3 pages, newest first")
    }

    @Test func theViewsCoverThePageForClicksAndQQuitsAtOnce() {
        var driver = BrowserDriver(rows: 8, columns: 60)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p><a href=/story>story</a></p>")
        driver.press(.character("V"))
        driver.click(row: 1, column: 1)
        #expect(driver.visits == ["https://app.test/"], "the link under the view is not clicked")
        driver.press(.character("q"))
        #expect(driver.state.chrome.overlay == nil && driver.state.exit == nil, "q closes the view")
        driver.press(.character("B"))
        driver.click(row: 1, column: 1)
        #expect(driver.visits == ["https://app.test/"])
        driver.press(.character("Q"))
        #expect(driver.state.exit == .quit)
    }

    @Test func anEmptyHistorySaysWhy() {
        var driver = BrowserDriver(rows: 6, columns: 72)
        driver.open("https://app.test/")
        driver.press(.character("V"))
        #expect(driver.rows[1] == "  No visits yet (none are kept with --no-history).")
    }

    /// Through the real loop: what the history file held at start and what
    /// the loop records while browsing are both listed.
    @Test func theLoopListsTheFilesVisitsAndThisRunsOwn() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let file = try files.write("1733000000\thttps://old.test/\tFrom last week\n", to: "state/turbo-tui/history")
        let terminal = MemoryTerminal(size: ScreenSize(rows: 8, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopTests.site(), configuration: BrowserConfiguration.testApp(),
                             history: History(file: file))
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .enter, .character("V")])
        #expect(terminal.rows[0] == " History: 3 pages, newest first", "\(terminal.rows)")
        #expect(terminal.rows[1].contains("Second  http://app.test/second"))
        #expect(terminal.rows[2].contains("Home  http://app.test/"))
        #expect(terminal.rows[3].contains("From last week  https://old.test/"))
    }
}
