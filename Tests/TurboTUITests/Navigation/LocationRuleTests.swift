import Foundation
import Testing
import Turbo

/// Which URLs are pages of the app, which go elsewhere, which are refused.
@Suite("Navigator: external, refused and same-page URLs")
struct LocationRuleTests {
    typealias App = NavigationTestApp

    @Test func otherHostsAreNeverLoaded() {
        var navigator = App.navigator(visiting: ["/a"])
        let before = navigator.state
        let url = URL(string: "https://example.org/x")!
        #expect(navigator.route(url) == [.openExternally(url, .otherHost)])
        #expect(navigator.state == before)
    }

    @Test func theSameHostAndPortAreTheApp() {
        var navigator = App.navigator(visiting: ["/a"])
        // Hosts compare without case; another port is another server, so another site (issue 32).
        for text in ["http://APP.test:3000/b", "http://app.test:3000/c?d"] {
            #expect(NavigationSummary.effects(navigator.route(URL(string: text)!)).first?.hasPrefix("visit") == true)
        }
        let otherPort = URL(string: "http://app.test/c")!
        #expect(navigator.route(otherPort) == [.openExternally(otherPort, .otherHost)])
        let subdomain = URL(string: "http://www.app.test/d")!
        #expect(navigator.route(subdomain) == [.openExternally(subdomain, .otherHost)])
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "file:///etc/passwd",
                      "about:blank", "blob:http://app.test/1", "vbscript:x"])
    func scriptAndLocalSchemesAreRefused(_ text: String) throws {
        var navigator = App.navigator(visiting: ["/a"])
        let url = try #require(URL(string: text))
        let effects = navigator.route(url)
        guard case .refuse(let refused, .unsafeScheme) = effects.first else {
            Issue.record("not refused: \(effects)")
            return
        }
        #expect(refused == url)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a")
    }

    @Test func otherSchemesAreOfferedToAnotherProgram() {
        var navigator = App.navigator(visiting: ["/a"])
        let mail = URL(string: "mailto:team@app.test")!
        #expect(navigator.route(mail) == [.openExternally(mail, .otherScheme)])
    }

    @Test(arguments: ["http:///nowhere", "posts/7", "//app.test/x"])
    func incompleteURLsAreRefused(_ text: String) throws {
        var navigator = App.navigator(visiting: ["/a"])
        let url = try #require(URL(string: text))
        #expect(navigator.route(url) == [.refuse(url, .malformedURL)])
    }

    @Test(arguments: [
        ("/files/report.pdf", ".pdf"), ("/export/data.JSON", ".json"), ("/a.b/archive.zip?token=1", ".zip"),
        ("/img/logo.png#x", ".png"),
    ])
    func nonHTMLDocumentsAreDownloads(path: String, ext: String) {
        var navigator = App.navigator(visiting: ["/a"])
        let url = App.url(path)
        #expect(navigator.route(url) == [.openExternally(url, .nonHTMLDocument(extension: ext))])
    }

    @Test(arguments: ["/report.pdf/", "/v1.2/notes", "/posts/7.html", "/archive.zip.d"])
    func otherPathsWithDotsArePages(path: String) {
        var navigator = App.navigator(visiting: ["/a"])
        let url = App.url(path)
        #expect(navigator.route(url) == [.visit(navigator.state.main.entries[1], in: .main, options: VisitOptions(action: .advance))])
        #expect(navigator.state.main.top?.url == url)
    }

    @Test func anAnchorOnTheShownPageScrollsWithoutARequestAndAddsAHistoryEntry() throws {
        var navigator = App.navigator(visiting: ["/a", "/b?x=1"])
        let before = try #require(navigator.state.main.top)
        let effects = navigator.route(App.url("/b?x=1#comments"))
        let anchored = try #require(navigator.state.main.top)
        #expect(effects == [.promote(anchored, in: .main, leaving: before), .scrollToAnchor("comments", in: .main)])
        #expect(anchored.id != before.id, "Turbo pushes the anchored URL: back returns to where the reader was")
        #expect(anchored.url == App.url("/b?x=1#comments"))
        #expect(navigator.state.main.entries.map(\.url) == [App.url("/a"), App.url("/b?x=1"), App.url("/b?x=1#comments")])
        #expect(navigator.route(App.url("/b?x=1#comments")) == [.scrollToAnchor("comments", in: .main)],
                "the URL already shown adds nothing")
    }

    @Test func aReplaceAnchorChangesTheShownEntryInPlace() {
        var navigator = App.navigator(visiting: ["/a", "/b?x=1"])
        let before = navigator.state.main.top
        #expect(navigator.route(App.url("/b?x=1#"), action: .replace) == [.scrollToAnchor("", in: .main)])
        #expect(navigator.state.main.top?.id == before?.id)
        #expect(navigator.state.main.top?.url == App.url("/b?x=1#"))
    }

    @Test func anAnchorOnAnotherPageIsAVisit() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/c#part"))) == ["visit /c main advance"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/c?page=2#part"))) == ["visit /c?page=2 main advance"])
    }

    @Test func anAnchorInsideTheModalScrollsTheModal() {
        var navigator = App.navigator(visiting: ["/a", "/posts/new"])
        #expect(navigator.route(App.url("/posts/new#help")).last == .scrollToAnchor("help", in: .modal))
        #expect(navigator.state.modal.top?.url == App.url("/posts/new#help"))
    }

    @Test func aFormResultWithAnAnchorStillLoads() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        let effects = navigator.routeFormResult(App.response("/b#new"), requestedAction: nil, from: .main)
        #expect(NavigationSummary.effects(effects) == ["visit /b main replace +response"])
    }
}
