import Foundation
import Testing
import Turbo

/// Back and forward are restore visits: the cached page, no request.
@Suite("Navigator: back and forward")
struct NavigatorHistoryTests {
    typealias App = NavigationTestApp

    @Test func backRestoresThePreviousPageFromItsSnapshot() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        #expect(NavigationSummary.effects(navigator.goBack()) == ["restore /a main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a")
        #expect(NavigationSummary.path(navigator.state.main.forward[0].url) == "/b")
    }

    @Test func forwardRestoresThePageBackLeft() {
        var navigator = App.navigator(visiting: ["/a", "/b", "/c"])
        _ = navigator.goBack()
        _ = navigator.goBack()
        #expect(NavigationSummary.effects(navigator.goForward()) == ["restore /b main"])
        #expect(NavigationSummary.effects(navigator.goForward()) == ["restore /c main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /b /c")
    }

    @Test func aNewVisitClearsForward() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        _ = navigator.goBack()
        _ = navigator.route(App.url("/c"))
        #expect(navigator.state.main.forward.isEmpty)
        #expect(NavigationSummary.effects(navigator.goForward()) == ["refuse \(App.url("/c")) no page to go forward to"])
    }

    @Test func backOnTheRootIsRefused() {
        var navigator = App.navigator(visiting: ["/a"])
        #expect(NavigationSummary.effects(navigator.goBack()) == ["refuse \(App.url("/a")) no page to go back to"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a")
    }

    @Test func backInsideTheModalStaysInTheModal() {
        var navigator = App.navigator(visiting: ["/a", "/posts/new", "/tags/new"])
        #expect(NavigationSummary.effects(navigator.goBack()) == ["restore /posts/new modal"])
        #expect(NavigationSummary.effects(navigator.goForward()) == ["restore /tags/new modal"])
    }

    @Test func backOnTheOnlyModalPageIsDone() {
        var navigator = App.navigator(visiting: ["/a", "/posts/new"])
        #expect(NavigationSummary.effects(navigator.goBack()) == ["dismissModal"])
        var locked = App.navigator(visiting: ["/a", "/terms/locked"])
        #expect(NavigationSummary.effects(locked.goBack()).first?.hasPrefix("refuse") == true)
        #expect(locked.state.isModalShown)
    }

    @Test func backToAStalePageReloadsIt() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        navigator.formSubmissionDidFinish(in: .modal)
        #expect(NavigationSummary.effects(navigator.goBack()) == ["reload /a main"])
    }

    @Test func nothingHappensBeforeTheFirstPage() {
        var navigator = App.navigator()
        #expect(navigator.goBack().isEmpty)
        #expect(navigator.goForward().isEmpty)
        #expect(navigator.reload().isEmpty)
    }
}
