import Foundation
import Testing
import Turbo

/// turbo-rails' recede/resume/refresh redirects: never shown, modal closed
/// first, the notice kept.
@Suite("Navigator: historical locations")
struct HistoricalLocationTests {
    typealias App = NavigationTestApp

    /// The redirect a form in the modal gets, answered with "Going back…".
    static func redirect(_ name: String, notice: String? = nil) -> VisitProposal {
        let query = notice.map { "?notice=\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)" } ?? ""
        let url = App.url("/\(name)_historical_location\(query)")
        return VisitProposal(url: url, options: VisitOptions(action: .advance, response: App.response("/\(name)_historical_location")),
                             properties: App.properties(for: url), source: .modal)
    }

    @Test func recedeFromAModalClosesItAndReloadsTheStalePageBelow() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7", "/posts/new", "/tags/new"])
        let effects = navigator.route(Self.redirect("recede"))
        // The form in the modal succeeded, so /posts/7 is stale (turbo-ios #180).
        #expect(NavigationSummary.effects(effects) == ["dismissModal", "reload /posts/7 main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts /posts/7")
    }

    @Test func recedeOnTheMainStackPopsOnePage() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7", "/posts/7/comments"])
        var recede = Self.redirect("recede")
        recede.source = .main
        #expect(NavigationSummary.effects(navigator.route(recede)) == ["restore /posts/7 main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts /posts/7")
    }

    @Test func resumeClosesTheModalAndKeepsThePageBelow() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        #expect(NavigationSummary.effects(navigator.route(Self.redirect("resume"))) == ["dismissModal"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts")
    }

    @Test func resumeWithoutAModalDoesNothing() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7/edit"])
        _ = navigator.dismissModal()
        let before = navigator.state
        var resume = Self.redirect("resume")
        resume.source = .main
        #expect(navigator.route(resume).isEmpty)
        #expect(navigator.state == before)
    }

    @Test func refreshClosesTheModalAndReloadsTheMainTopWithoutPopping() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7", "/posts/7/edit"])
        #expect(NavigationSummary.effects(navigator.route(Self.redirect("refresh"))) == ["dismissModal", "reload /posts/7 main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts /posts/7")
    }

    @Test func theHistoricalURLItselfIsNeverVisited() {
        for name in ["recede", "resume", "refresh"] {
            var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
            let effects = navigator.route(Self.redirect(name))
            #expect(!NavigationSummary.effects(effects).contains { $0.contains("historical") })
            #expect(!navigator.state.main.entries.contains { $0.url.path.contains("historical") })
        }
    }

    @Test func theNoticeReachesTheStatusLine() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let effects = navigator.route(Self.redirect("recede", notice: "Post created"))
        #expect(NavigationSummary.effects(effects).last == "notice Post created")
    }

    @Test func aNoticeWrittenAsFormDataReadsWithSpaces() {
        // Rails' url helpers write `notice: "Post created."` as `notice=Post+created.`.
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let url = App.url("/recede_historical_location?notice=Post+created%21+100%25")
        let proposal = VisitProposal(url: url, options: VisitOptions(action: .advance, response: App.response("/recede_historical_location")),
                                     properties: App.properties(for: url), source: .modal)
        let effects = navigator.route(proposal)
        #expect(NavigationSummary.effects(effects).last == "notice Post created! 100%")
    }
}
