import Foundation
import Testing
import Net
import Turbo

/// Redirects during a visit (Turbo's followRedirect, D8).
@Suite("Navigator: redirected visits")
struct NavigatorRedirectTests {
    typealias App = NavigationTestApp

    @Test func aRedirectReplacesTheEntryAndRendersTheResponseInHand() throws {
        var navigator = App.navigator(visiting: ["/a", "/old"])
        let old = try #require(navigator.state.main.top)
        let effects = navigator.visitDidRedirect(old.id, to: App.response("/moved"))
        #expect(NavigationSummary.effects(effects) == ["visit /moved main replace +response"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /moved")
    }

    @Test func aRedirectToAModalRouteOpensTheModal() throws {
        var navigator = App.navigator(visiting: ["/a", "/account"])
        let account = try #require(navigator.state.main.top)
        let effects = navigator.visitDidRedirect(account.id, to: App.response("/signin"))
        #expect(NavigationSummary.effects(effects) == ["showModal large", "visit /signin modal advance +response"])
    }

    @Test func aRedirectToAnotherHostIsNotShown() throws {
        var navigator = App.navigator(visiting: ["/a", "/login-with-provider"])
        let entry = try #require(navigator.state.main.top)
        let elsewhere = URL(string: "https://provider.example/oauth")!
        let effects = navigator.visitDidRedirect(entry.id, to: HTTPResponse(status: 200, url: elsewhere))
        #expect(effects == [.openExternally(elsewhere, .otherHost)])
    }

    @Test func aRedirectOfAPageAlreadyLeftOnlyFixesItsURL() throws {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        let first = try #require(navigator.state.main.root)
        #expect(navigator.visitDidRedirect(first.id, to: App.response("/a2")).isEmpty)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a2 /b")
    }
}
