import Foundation
import Testing
import Store
import UI

/// The `g` prompt completing from history as a shell does: Up and Down
/// walk the matches, Tab completes their common prefix, then steps through them.
@Suite("URL completion")
struct URLCompletionTests {
    static let urls = ["https://app.test/posts/2", "https://app.test/posts/1", "https://app.test/about", "http://www.other.test/"]
    var completion = URLCompletion(candidates: urls)

    @Test func textMatchesFromTheStartOrAfterTheSchemeAndWWWCaseAside() {
        #expect(completion.matches("app") == Array(Self.urls.prefix(3)))
        #expect(completion.matches("HTTPS://APP.TEST/P") == Array(Self.urls.prefix(2)))
        #expect(completion.matches("other") == ["http://www.other.test/"])
        #expect(completion.matches("www.oth") == ["http://www.other.test/"])
        #expect(completion.matches("test") == [], "a match begins where the URL or its host does")
        #expect(completion.matches("") == Self.urls, "nothing typed: the whole history, newest first")
    }

    @Test mutating func tabCompletesTheCommonPrefixThenStepsThroughTheMatches() {
        #expect(completion.complete("app") == "https://app.test/")
        #expect(completion.complete("https://app.test/p") == "https://app.test/posts/")
        completion.edited()
        // The prefix adds nothing now: Tab steps through the matches and comes round again.
        #expect(completion.complete("https://app.test/") == "https://app.test/posts/2")
        #expect(completion.complete("https://app.test/posts/2") == "https://app.test/posts/1")
        #expect(completion.complete("https://app.test/posts/1") == "https://app.test/about")
        #expect(completion.complete("https://app.test/about") == "https://app.test/posts/2")
        completion.edited()
        #expect(completion.complete("oth") == "http://www.other.test/", "one match: the whole URL")
        #expect(completion.complete("http://www.other.test/") == "http://www.other.test/", "and it stays")
        #expect(completion.complete("nowhere") == "nowhere")
    }

    @Test mutating func upWalksOlderMatchesAndDownComesBackToWhatWasTyped() {
        #expect(completion.older(than: "app") == "https://app.test/posts/2")
        #expect(completion.older(than: "https://app.test/posts/2") == "https://app.test/posts/1")
        #expect(completion.older(than: "https://app.test/posts/1") == "https://app.test/about")
        #expect(completion.older(than: "https://app.test/about") == "https://app.test/about", "no older match: it stays")
        #expect(completion.newer(than: "https://app.test/about") == "https://app.test/posts/1")
        #expect(completion.newer(than: "https://app.test/posts/1") == "https://app.test/posts/2")
        #expect(completion.newer(than: "https://app.test/posts/2") == "app", "past the newest: the typed text")
        #expect(completion.newer(than: "app") == "app")
    }

    /// Issue 34: `g` then `/po` completes from the shown page's site, as a path.
    @Test mutating func aPathCompletesFromTheShownSitesURLs() {
        var onSite = URLCompletion(candidates: Self.urls + ["https://app.test/posts/1#c", "https://elsewhere.test/posts/9"],
                                   page: URL(string: "https://app.test/about")!)
        #expect(onSite.matches("/po") == ["/posts/2", "/posts/1"], "each once, the other site's left out")
        #expect(onSite.complete("/p") == "/posts/")
        #expect(onSite.older(than: "/a") == "/about")
        #expect(completion.matches("/po") == [], "without a page there is no site to complete from")
    }

    @Test func theGoToPromptCompletesAPathAndGoesThereOnTheSite() {
        var driver = Self.driver()
        driver.press(.character("g"))
        driver.type("/ab")
        driver.press(.tab)
        #expect(driver.rows[7] == "Go to: /about_")
        driver.press(.enter)
        #expect(driver.visits.last == "https://app.test/about")
    }

    static func driver() -> BrowserDriver {
        var driver = BrowserDriver(rows: 8, columns: 60)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>home</p>")
        let time = Date(timeIntervalSince1970: 1_733_000_000)
        driver.browser.state.visited = VisitedLinks(history: urls.reversed().map {
            HistoryEntry(time: time, url: URL(string: $0)!, title: "t")!
        })
        return driver
    }

    @Test func theGoToPromptCompletesWithTabAndGoesWhereItSays() {
        var driver = Self.driver()
        driver.press(.character("g"))
        driver.type("app.test/ab")
        driver.press(.tab)
        #expect(driver.rows[7] == "Go to: https://app.test/about_")
        #expect(driver.frame[7, 0].style.attributes == .bold, "the label")
        #expect(driver.frame[7, 29].style.attributes == .reverse, "the cursor mark")
        driver.press(.enter)
        #expect(driver.visits.last == "https://app.test/about")
    }

    @Test func upAndDownInTheGoToPromptWalkTheHistoryAndTypingStartsAgain() {
        var driver = Self.driver()
        driver.press(.character("g"))
        driver.press(.up)
        #expect(driver.rows[7] == "Go to: https://app.test/posts/2_", "nothing typed: the newest visit")
        driver.press(.up, .up, .up)
        #expect(driver.rows[7] == "Go to: http://www.other.test/_")
        driver.press(.down)
        #expect(driver.rows[7] == "Go to: https://app.test/about_")
        driver.press(.backspace, .backspace, .backspace, .backspace, .backspace)
        driver.type("posts/")
        driver.press(.up)
        #expect(driver.rows[7] == "Go to: https://app.test/posts/2_", "the walk starts again from the edited text")
        driver.press(.up, .up)
        #expect(driver.rows[7] == "Go to: https://app.test/posts/1_", "only the matches of https://app.test/posts/")
        driver.press(.enter)
        #expect(driver.visits.last == "https://app.test/posts/1")
    }

    @Test func theGoToPromptSaysHowManyVisitedURLsTheTextCompletesTo() {
        var driver = BrowserDriver(rows: 8, columns: 80)
        driver.open("https://app.test/")
        driver.answer("<title>Home</title><p>home</p>")
        driver.browser.state.visited = Self.driver().state.visited
        driver.press(.character("g"))
        driver.type("app")
        #expect(driver.rows[7] == "Go to: app_  (3 visited URLs: Tab completes, Up/Down walk)")
        #expect(driver.frame[7, 14].style.attributes == .dim, "a hint, dim")
        driver.type(".test/ab")
        #expect(driver.rows[7] == "Go to: app.test/ab_  (1 visited URL: Tab completes, Up/Down walk)")
        driver.press(.tab)
        #expect(driver.rows[7] == "Go to: https://app.test/about_", "the only match, complete: no hint")
        driver.type("x")
        #expect(driver.rows[7] == "Go to: https://app.test/aboutx_", "nothing matches: no hint")
    }

    @Test func theSearchPromptDoesNotComplete() {
        var driver = Self.driver()
        driver.press(.character("/"))
        driver.type("ho")
        driver.press(.tab, .up)
        #expect(driver.rows[7] == "Search: ho_")
    }
}
