import Foundation
import Testing
import Net
import Render
import UI

/// HTML's browsing contexts and interactive elements in the real loop,
/// answered by a fixture transport: `target=_blank` opens a tab, a target
/// naming an iframe changes that iframe's document and the page stays, a
/// summary opens its details (and the lazy frame inside loads only then),
/// a `method=dialog` form closes its dialog without a request.
@Suite("Event loop: targets, details and dialogs")
struct EventLoopBrowsingContextTests {
    private static let home = """
        <title>Home</title><script type="module" src="/turbo.min.js"></script>
        <p><a id=blank href="/other" target="_blank">New tab</a> <a href="/other" target="panel">In the panel</a></p>
        <details><summary>More</summary><turbo-frame id=lazy src="/lazy" loading="lazy"></turbo-frame></details>
        <dialog open><form method="dialog"><button>Close</button></form></dialog>
        <iframe name="panel"></iframe>
        <p><a href="/other" target="_top">The whole window</a></p>
        """

    private static func site() -> FixtureTransport {
        HTTPFixtures.transport([
            "/": .html(home),
            "/other": .html("<title>Other</title><p>the other page</p>"),
            "/lazy": .html("<turbo-frame id=lazy><p>Lazy content</p></turbo-frame>"),
        ])
    }

    private static func run(_ site: FixtureTransport, opening path: String = "/", keys: [Key]) -> (MemoryTerminal, EventLoop) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 20, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url(path), keys: keys)
        return (terminal, loop)
    }

    /// A search whose answer goes to a new window: the form's own `target`,
    /// and a submitter's `formtarget` on a form answered by a redirect.
    private static let search = """
        <title>Search</title><script type="module" src="/turbo.min.js"></script>
        <form method="post" action="/search" target="_blank"><input name="q"><button>Search</button></form>
        <form method="post" action="/save"><button formtarget="_blank">Save</button></form>
        """

    private static func searchSite() -> FixtureTransport {
        let site = HTTPFixtures.transport([
            "/search-form": .html(search),
            "/saved/1": .html("<title>Saved</title><p>saved as 1</p>"),
        ])
        site.answer(HTTPFixtures.url("/search"), method: .post, with: .html("<title>Results</title><p>the results</p>"))
        site.answer(HTTPFixtures.url("/save"), method: .post, with: .redirect(to: "/saved/1", status: 303))
        return site
    }

    /// Tab focuses the field, Enter edits it, "Hi" and Esc end the edit, Tab and Enter press Search.
    private static let typeAndSearch: [Key] = [.tab, .enter, .character("H"), .character("i"), .escape, .tab, .enter]

    /// As a browser sends a form whose target is a new window: the POST's 200
    /// answer is the new tab's page, the form's page stays in its own tab with
    /// what was typed, and Turbo (which leaves such a form to the browser)
    /// adds none of its headers.
    @Test func aPostFormTargetingBlankIsAnsweredInANewTab() throws {
        let site = Self.searchSite()
        let (terminal, loop) = Self.run(site, opening: "/search-form", keys: Self.typeAndSearch)
        #expect(loop.state.tabs.count == 2)
        #expect(loop.state.tabs.shownIndex == 1)
        #expect(loop.state.activePage?.url.path == "/search")
        #expect(terminal.rows.joined().contains("the results"), "\(terminal.rows)")
        #expect(loop.state.chrome.message == nil, "no message about the answer: \(String(describing: loop.state.chrome.message))")
        let post = try #require(site.requests.first { $0.method == .post })
        #expect(String(decoding: post.body ?? [], as: UTF8.self) == "q=Hi")
        #expect(post.header("X-Turbo-Request-Id") == nil, "the browser's submission, not Turbo's")
        #expect(post.header("Referer") == HTTPFixtures.url("/search-form").absoluteString)
        let form = try #require(loop.state.tabs.all[0].stacks[.main].page)
        #expect(form.url.path == "/search-form", "the form's tab keeps its page")
        let field = try #require(form.document?.descendantElements.first { $0.name == "input" })
        #expect(form.currentValue(of: field) == .text("Hi"), "and what was typed in it")
    }

    @Test func aBlankFormtargetFollowsTheRedirectInTheNewTab() throws {
        let site = Self.searchSite()
        // The Save button is the third focus stop (after the field and Search).
        let (terminal, loop) = Self.run(site, opening: "/search-form", keys: [.tab, .tab, .tab, .enter])
        #expect(loop.state.tabs.count == 2)
        #expect(loop.state.activePage?.url.path == "/saved/1")
        #expect(terminal.rows.joined().contains("saved as 1"))
        #expect(site.requests.map(\.url.path) == ["/search-form", "/save", "/saved/1"], "one request per hop")
        #expect(loop.state.tabs.all[0].stacks[.main].page?.url.path == "/search-form")
    }

    private static func row(_ terminal: MemoryTerminal, containing text: String) -> Int? {
        terminal.rows.firstIndex { $0.contains(text) }
    }

    @Test func aBlankTargetOpensANewTabAndThePageStaysInItsOwn() throws {
        let site = Self.site()
        // Tab focuses the first link; Enter follows it.
        let (terminal, loop) = Self.run(site, keys: [.tab, .enter])
        #expect(loop.state.tabs.count == 2)
        #expect(loop.state.tabs.shownIndex == 1)
        #expect(loop.state.activePage?.url.path == "/other")
        #expect(terminal.rows.joined().contains("the other page"))
        let home = loop.state.tabs.all[0].stacks[.main].page
        #expect(home?.url.path == "/", "the first tab keeps its page")
    }

    @Test func aTargetNamingAnIframeChangesItsDocumentAndThePageStays() throws {
        let site = Self.site()
        let (terminal, loop) = Self.run(site, keys: [.tab, .tab, .enter])
        #expect(loop.state.tabs.count == 1)
        #expect(loop.state.activePage?.url.path == "/")
        let iframe = loop.state.activePage?.document?.descendantElements.first { $0.name == "iframe" }
        #expect(iframe?.attribute("src") == HTTPFixtures.url("/other").absoluteString)
        let fetch = try #require(site.requests.first { $0.url.path == "/other" }, "the iframe's document is fetched for its title")
        #expect(fetch.header("X-Turbo-Request-Id") == nil && fetch.header("Turbo-Frame") == nil, "as a browser loads an iframe")
        #expect(fetch.header("Referer") == HTTPFixtures.url("/").absoluteString)
        #expect(site.requests.filter { $0.url.path == "/" }.count == 1, "the page stays: no visit")
        let row = try #require(Self.row(terminal, containing: "IFRAME: Other"), "\(terminal.rows)")
        let label = try #require(terminal.rows[row].range(of: "Other")).lowerBound.utf16Offset(in: terminal.rows[row])
        #expect(terminal.drawn(row: row, column: label).attributes.contains(.underline), "the title links to its document")
    }

    /// The page's own iframes are named by their documents' titles once the
    /// page is shown; one from another site is not fetched and keeps its own title.
    private static let framed = """
        <title>Framed</title>
        <iframe src="/inner" name="inner"></iframe>
        <iframe src="http://elsewhere.test/ads" title="Sponsored"></iframe>
        <iframe src="/missing"></iframe>
        <form method="post" action="/vote" target="inner"><input name="choice" value="yes"><button>Vote</button></form>
        <p><a href="/">Home</a></p>
        """

    private static func framedSite() -> FixtureTransport {
        let site = HTTPFixtures.transport([
            "/framed": .html(framed),
            "/inner": .html("<title>Inner   page</title><p>inside</p>"),
            "/missing": .html("<title>Gone</title>", status: 404),
            "/votes/7": .html("<title>Thanks for voting</title>"),
        ])
        site.answer(HTTPFixtures.url("/vote"), method: .post, with: .redirect(to: "/votes/7", status: 303))
        return site
    }

    @Test func theIframesOfThePagesOriginAreNamedByTheirTitles() throws {
        let site = Self.framedSite()
        let (terminal, loop) = Self.run(site, opening: "/framed", keys: [])
        let text = terminal.rows.joined(separator: "\n")
        #expect(text.contains("IFRAME: Inner page"), "\(terminal.rows)")
        #expect(text.contains("IFRAME: Sponsored"), "another site's iframe keeps its own title")
        #expect(!site.requests.contains { $0.url.host == "elsewhere.test" }, "another site is not fetched")
        #expect(text.contains("IFRAME: /missing"), "a 404 has no title to show: the address")
        #expect(site.requests.map(\.url.path).sorted() == ["/framed", "/inner", "/missing"], "each fetched once")
        #expect(loop.state.activePage?.url.path == "/framed")
    }

    /// A POST form targeting an iframe: its answer (after the redirect) is the
    /// iframe's document, named on its line, and the page stays where it is.
    @Test func aPostFormTargetingAnIframeLoadsItsAnswerThere() throws {
        let site = Self.framedSite()
        // The field, then Vote (the iframes' links come first: Inner page, Sponsored, /missing).
        let (terminal, loop) = Self.run(site, opening: "/framed", keys: [.tab, .tab, .tab, .tab, .tab, .enter])
        let post = try #require(site.requests.first { $0.method == .post }, "\(site.requests.map(\.url))")
        #expect(String(decoding: post.body ?? [], as: UTF8.self) == "choice=yes")
        #expect(post.header("X-Turbo-Request-Id") == nil, "Turbo leaves a form targeting an iframe to the browser")
        #expect(loop.state.activePage?.url.path == "/framed", "the page stays")
        #expect(loop.state.tabs.count == 1)
        #expect(site.requests.filter { $0.url.path == "/framed" }.count == 1)
        let iframe = loop.state.activePage?.document?.descendantElements.first { $0.attribute("name") == "inner" }
        #expect(iframe?.attribute("src") == HTTPFixtures.url("/votes/7").absoluteString, "its document is where the answer came from")
        #expect(terminal.rows.joined().contains("IFRAME: Thanks for voting"), "\(terminal.rows)")
        #expect(!terminal.rows.joined().contains("Inner page"))
    }

    @Test func aSummaryOpensItsDetailsAndTheirLazyFrameLoadsOnlyThen() throws {
        let site = Self.site()
        let (closed, _) = Self.run(site, keys: [])
        #expect(!site.requests.contains { $0.url.path == "/lazy" }, "the lazy frame is in closed details")
        let closedRow = try #require(Self.row(closed, containing: "▸ More"))
        #expect(closed.drawn(row: closedRow, column: 0).text == "▸")
        #expect(!closed.rows.joined().contains("Lazy content"))

        let opened = Self.site()
        // The third focus stop is the summary (after the two links); Enter opens the details.
        let (terminal, loop) = Self.run(opened, keys: [.tab, .tab, .tab, .enter])
        #expect(opened.requests.first { $0.url.path == "/lazy" }?.header("Turbo-Frame") == "lazy")
        let row = try #require(Self.row(terminal, containing: "▾ More"))
        let marker = terminal.drawn(row: row, column: 0)
        #expect(marker.text == "▾")
        #expect(marker.isReversed, "the focused summary is drawn in reverse video")
        #expect(terminal.rows.joined().contains("Lazy content"))
        let details = loop.state.activePage?.document?.descendantElements.first { $0.name == "details" }
        #expect(details?.hasAttribute("open") == true)
    }

    /// Turbo leaves a link with a target other than `_self` to the browser:
    /// `_top` of a top-level page is the page, loaded in full (no Turbo headers).
    @Test func aTopTargetLoadsThePageInFull() throws {
        let site = Self.site()
        let (_, loop) = Self.run(site, keys: [.tab, .tab, .tab, .tab, .tab, .enter])
        #expect(loop.state.tabs.count == 1)
        #expect(loop.state.activePage?.url.path == "/other")
        let request = try #require(site.requests.last { $0.url.path == "/other" })
        #expect(request.header("X-Turbo-Request-Id") == nil, "a full page load, not Turbo's visit")
        #expect(site.requests.first?.header("X-Turbo-Request-Id") != nil, "the first page was Turbo's own visit")
    }

    @Test func aDialogFormClosesItsDialogWithoutARequest() throws {
        let site = Self.site()
        let before = site.requests.count
        let (terminal, loop) = Self.run(site, keys: [.tab, .tab, .tab, .tab, .enter])
        let dialog = loop.state.activePage?.document?.descendantElements.first { $0.name == "dialog" }
        #expect(dialog?.hasAttribute("open") == false)
        #expect(!terminal.rows.joined().contains("[Close]"), "a closed dialog is not drawn")
        #expect(site.requests.allSatisfy { $0.method == .get }, "\(site.requests.map(\.url)) after \(before)")
        #expect(loop.state.activePage?.url.path == "/")
    }
}
