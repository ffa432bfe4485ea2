import Foundation
import Testing
import CLI
import Store
import Turbo
import UI

/// Tabs (issue 19) in the reducer against the in-memory screen: the tab
/// line's text and looks, each tab's own navigator and screens, the app's
/// tabs, closing, and live sources as effects keyed by tab and stack.
@Suite("Tabs")
struct BrowserTabTests {
    static let home = "<title>Home</title><p><a href=\"/two\">Two</a> and <a href=\"/signin\">Sign in</a></p>"

    static func opened(_ configuration: BrowserConfiguration = BrowserConfiguration.testApp()) -> BrowserDriver {
        var driver = BrowserDriver(rows: 12, columns: 40, configuration: configuration)
        driver.open("http://app.test/")
        driver.answer(home)
        return driver
    }

    /// Focuses the first link and opens it in a new tab with T, answered with `html`.
    static func openTwo(_ driver: inout BrowserDriver, _ html: String = "<title>Two</title><p>second page</p>") {
        driver.press(.tab, .character("T"))
        driver.answer(html)
    }

    @Test func oneTabHasNoTabLine() {
        let driver = Self.opened()
        #expect(driver.rows[0] == " Home — http://app.test/")
        #expect(driver.rows[1] == "Two and Sign in")
    }

    @Test func theFocusedLinkOpensInANewTabAndTheTabLineMarksTheShownOne() throws {
        var driver = Self.opened()
        Self.openTwo(&driver)
        #expect(driver.visits == ["http://app.test/", "http://app.test/two"])
        #expect(driver.rows[0] == " 1 Home [2 Two]")
        #expect(driver.rows[1] == " Two — http://app.test/two")
        #expect(driver.rows[2] == "second page")
        let look = ScreenLook(driver.frame)
        // The shown tab: brackets, bold and underlined (the title bar below is reverse video); the other plain.
        for column in 8..<15 {
            let cell = look.cell(0, column)
            #expect(!cell.isReversed && cell.attributes.isSuperset(of: [.bold, .underline]), "column \(column): \(cell)")
        }
        for column in 0..<8 {
            let cell = look.cell(0, column)
            #expect(!cell.isReversed && !cell.attributes.contains(.bold), "column \(column): \(cell)")
            #expect(cell.foreground == .defaultForeground && cell.background == .defaultBackground)
        }
        #expect(look.cell(1, 0).isReversed, "the title line stays below, reversed")
        // Each tab keeps its own page and history: back in tab 2 has nothing behind it.
        driver.press(.character("h"))
        #expect(driver.status == "No page to go back to")
        driver.press(.character("{"))
        #expect(driver.rows[0] == "[1 Home] 2 Two")
        #expect(driver.rows[2] == "Two and Sign in")
        #expect(driver.visits.count == 2, "the page shown again is not fetched again")
        driver.press(.character("}"))
        #expect(driver.rows[2] == "second page")
    }

    @Test func aURLOpensInANewTabAndAnotherSiteGetsNoTab() {
        var driver = Self.opened()
        driver.press(.character("t"))
        #expect(driver.rows[11] == "Open in a new tab: _")
        driver.type("/other")
        driver.press(.enter)
        driver.answer("<title>Other</title><p>other page</p>")
        #expect(driver.rows[0] == " 1 Home [2 Other]")
        driver.press(.character("t"))
        driver.type("https://elsewhere.test/")
        driver.press(.enter)
        #expect(driver.state.tabs.count == 2, "another site is offered, not given a tab")
        #expect(driver.status.hasPrefix("Another site: https://elsewhere.test/"), "\(driver.status)")
        #expect(driver.rows[0] == " 1 Home [2 Other]")
    }

    @Test func aNumberThenTShowsThatTabAndThenCapitalTOpensThatLink() {
        var driver = Self.opened()
        driver.press(.character("#"))
        driver.press(.character("1"), .character("T"))
        driver.answer("<title>Two</title><p>second page</p>")
        #expect(driver.rows[0] == " 1 Home [2 Two]")
        driver.press(.character("1"), .character("t"))
        #expect(driver.rows[0] == "[1 Home] 2 Two")
        driver.press(.character("3"), .character("t"))
        #expect(driver.status == "No tab 3: there are 2 tabs")
    }

    @Test func aClickOnATabShowsIt() {
        var driver = Self.opened()
        Self.openTwo(&driver)
        driver.click(row: 0, column: 3)
        #expect(driver.rows[0] == "[1 Home] 2 Two")
        driver.click(row: 0, column: 11)
        #expect(driver.rows[0] == " 1 Home [2 Two]")
    }

    @Test func tabsMoveAndCloseAndTheLastTabStays() {
        var driver = Self.opened()
        Self.openTwo(&driver)
        driver.press(.character("<"))
        #expect(driver.rows[0] == "[1 Two] 2 Home")
        driver.press(.character("<"))
        #expect(driver.status == "Already the first tab that moves")
        driver.press(.character(">"))
        #expect(driver.rows[0] == " 1 Home [2 Two]")
        driver.press(.character("c"))
        #expect(driver.state.tabs.count == 1, "nothing typed: closed without asking")
        #expect(driver.rows[0] == " Home — http://app.test/")
        driver.press(.character("c"))
        #expect(driver.status == "This is the only tab (q quits)")
    }

    @Test func closingATabWithTypedDataAsksFirst() {
        var driver = Self.opened()
        Self.openTwo(&driver, "<title>Two</title><form action=\"/save\"><input name=\"note\"></form>")
        driver.press(.tab, .enter)
        driver.type("kept")
        driver.press(.escape)
        driver.press(.character("c"))
        #expect(driver.state.question?.text == "Close this tab and lose the form data you typed?")
        driver.press(.character("n"))
        #expect(driver.state.tabs.count == 2)
        #expect(driver.status != "Nothing was sent", "no form was about to be sent")
        driver.press(.character("c"), .character("y"))
        #expect(driver.state.tabs.count == 1)
        #expect(driver.rows[1] == "Two and Sign in")
    }

    @Test func theAppsTabsLoadLazilyKeepTheirOrderAndReselectingClearsToTheRoot() throws {
        var configuration = BrowserConfiguration.testApp()
        configuration.appTabs = [AppTab(title: "Home", url: URL(string: "http://app.test/")!),
                                 AppTab(title: "Posts", url: URL(string: "http://app.test/posts")!)]
        var driver = Self.opened(configuration)
        #expect(driver.visits == ["http://app.test/"], "the Posts tab waits until it is shown")
        #expect(driver.rows[0] == "[1 Home] 2 Posts")
        driver.press(.character("}"))
        #expect(driver.visits.last == "http://app.test/posts")
        driver.answer("<title>All posts</title><p><a href=\"/posts/1\">First</a></p>")
        #expect(driver.rows[0] == " 1 Home [2 Posts]", "an app tab keeps its declared title")
        driver.press(.tab, .enter)
        driver.answer("<title>First</title><p>the first post</p>")
        #expect(driver.state.navigator?.state.main.entries.map(\.url.path) == ["/posts", "/posts/1"])
        driver.press(.character(">"))
        #expect(driver.status == "The app's tabs keep their order")
        driver.press(.character("2"), .character("t"))
        #expect(driver.visits.last == "http://app.test/posts", "the shown app tab again: back to its root")
        driver.answer("<title>All posts</title><p>list</p>")
        #expect(driver.state.navigator?.state.main.entries.map(\.url.path) == ["/posts"])
        // A tab of the user's goes after the app's, and the app's cannot be closed by one key.
        driver.press(.character("t"))
        driver.type("/mine")
        driver.press(.enter)
        driver.answer("<title>Mine</title>")
        #expect(driver.rows[0] == " 1 Home  2 Posts [3 Mine]")
        driver.press(.character("<"))
        #expect(driver.status == "Already the first tab that moves")
        driver.press(.character("1"), .character("t"), .character("c"))
        #expect(driver.state.question?.text == "Close the app's tab \"Home\" until the next run?")
        driver.press(.escape)
        #expect(driver.state.tabs.count == 3)
    }

    /// Issue 34: the tab line stays while a modal is open, the modal below it.
    @Test func aModalKeepsTheTabLineAndBelongsToItsTab() {
        let configuration = BrowserConfiguration.testApp(pathProperties: { url in
            url.path == "/signin" ? PathProperties(["context": .string("modal")]) : PathProperties()
        })
        var driver = Self.opened(configuration)
        Self.openTwo(&driver)
        driver.press(.character("{"))
        driver.press(.tab, .tab, .enter)
        driver.answer("<title>Sign in</title><p>who are you</p>")
        #expect(driver.state.modal != nil)
        #expect(driver.rows[0] == "[1 Home] 2 Two", "shown while a modal is open: \(driver.rows)")
        let look = ScreenLook(driver.frame)
        #expect(look.marks("1 Home", with: [.bold, .underline]) && !look.cell(0, 1).isReversed, "the shown tab marked as without a modal")
        #expect(!driver.rows[0].contains("─"), "no part of the frame on the tab line")
        #expect(driver.rows.contains { $0.contains("[Done]") }, "\(driver.rows)")
        #expect(driver.rows.firstIndex { $0.contains("[Done]") }.map { $0 >= 1 } == true, "the modal's frame below the tab line")
        driver.press(.character("}"))
        #expect(driver.state.modal == nil, "tab 2 has no modal")
        #expect(driver.rows[0] == " 1 Home [2 Two]")
        driver.press(.character("{"))
        #expect(driver.state.modal != nil, "tab 1 still has its modal")
    }

    @Test func liveSourcesAreEffectsKeyedByTabAndStackAndPauseInTheBackground() throws {
        var driver = BrowserDriver(rows: 12, columns: 40)
        driver.open("http://app.test/")
        driver.answer("<title>Live</title><turbo-stream-source src=\"/events\"></turbo-stream-source><p id=\"log\">start</p>"
            + "<p><a href=\"/two\">Two</a></p>")
        let first = driver.state.tabs.current.id
        let owner = LiveOwner(tab: first, stack: .main)
        #expect(driver.effects.contains { if case .watchLive(let watch) = $0 { return watch.owner == owner }; return false })
        Self.openTwo(&driver)
        #expect(!driver.effects.contains(.stopLive(owner)), "a tab in the background keeps its sources")
        // A live update in the background marks the tab; an error outranks it.
        let document = try #require(driver.state.tabs.all[0].stacks[.main].page?.shownDocument)
        driver.send(.live(LiveMessage(owner: owner, document: document,
                                      html: "<turbo-stream action=\"append\" target=\"log\"><template> more</template></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        #expect(driver.rows[0] == " 1 Live* [2 Two]")
        let look = ScreenLook(driver.frame)
        let mark = look.cell(0, 7)
        #expect(mark.foreground == ColorScheme.standard.foreground(for: .marker) && mark.attributes.contains(.bold) && !mark.isReversed,
                "\(mark)")
        #expect(driver.rows[2] == "second page", "the shown tab's status and page are untouched")
        driver.send(.live(LiveMessage(owner: owner, document: document,
                                      html: "<turbo-stream action=\"explode\" target=\"log\"></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        #expect(driver.rows[0] == " 1 Live! [2 Two]")
        #expect(ScreenLook(driver.frame).cell(0, 7).foreground == ColorScheme.standard.foreground(for: .error))
        // Ten minutes in the background: its sources stop; shown again, its page loads again.
        driver.wait(milliseconds: 600_001)
        #expect(driver.effects.last == .stopLive(owner))
        let visits = driver.visits.count
        driver.press(.character("{"))
        #expect(driver.visits.count == visits + 1 && driver.visits.last == "http://app.test/")
        #expect(driver.rows[0] == "[1 Live] 2 Two", "showing the tab clears its mark")
        #expect(driver.rows[2] == "start more", "the update reached the page in the background")
        // Closing a tab stops its sources.
        driver.answer("<title>Live</title><turbo-stream-source src=\"/events\"></turbo-stream-source><p>again</p>")
        #expect(driver.effects.contains { if case .watchLive(let watch) = $0 { return watch.owner == owner && watch.document !== document }; return false })
        driver.press(.character("c"))
        #expect(driver.effects.last == .stopLive(owner))
    }

    @Test func aTitleEqualsURLIsAnAppTabAndBadOnesSayWhy() throws {
        let tab = try AppTab.parse("Posts = https://app.example/posts").get()
        #expect(tab == AppTab(title: "Posts", url: URL(string: "https://app.example/posts")!))
        #expect(throws: AppTabError.self) { try AppTab.parse("no equals sign").get() }
        #expect(AppTab.parse("=https://a.example/").failureDescription == "the tab's title before = is empty in \"=https://a.example/\"")
        #expect(AppTab.parse("Home=/relative").failureDescription == "the tab \"Home\" needs an http or https URL after =, got \"/relative\"")
        var options = try CommandLineOptions.parse(["--tab", "Home=https://a.example/", "--tab", "Feed=https://a.example/feed"])
        #expect(options.appTabs.map(\.title) == ["Home", "Feed"])
        #expect(options.target == nil, "the URL is optional with tabs")
        #expect(throws: UsageError("--tab: the tab \"X\" needs an http or https URL after =, got \"ftp://a/\"")) {
            try options.apply(SettingEntry(.tab, "X=ftp://a/", origin: .flag))
        }
    }
}

private extension Result where Failure == AppTabError {
    var failureDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}

/// Showing another tab is not a visit: the history records each tab's pages once.
@Suite("Tabs and the history")
struct TabVisitRecordingTests {
    @Test func switchingTabsRecordsNoVisit() {
        var driver = BrowserTabTests.opened()
        let history = History(file: nil)
        let recorder = VisitRecorder(history: history)
        _ = recorder.notice(driver.state.tabs.current)
        BrowserTabTests.openTwo(&driver)
        _ = recorder.notice(driver.state.tabs.current)
        driver.press(.character("{"))
        _ = recorder.notice(driver.state.tabs.current)
        driver.press(.character("}"))
        _ = recorder.notice(driver.state.tabs.current)
        #expect(history.newestFirst.map(\.url) == ["http://app.test/two", "http://app.test/"])
    }
}
