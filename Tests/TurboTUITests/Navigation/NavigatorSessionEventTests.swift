import Foundation
import Testing
import Turbo

/// What the sessions tell the navigator: loads finished, failed, reloads.
@Suite("Navigator: session events, reload and login")
struct NavigatorSessionEventTests {
    typealias App = NavigationTestApp

    @Test func aFinishedVisitTakesTheFinalURLAndTitle() throws {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        let entry = try #require(navigator.state.main.top)
        navigator.visitDidComplete(entry.id, finalURL: App.url("/b/static"), title: "Bee")
        let updated = try #require(navigator.state.main.top)
        #expect(updated.id == entry.id)
        #expect(updated.url == App.url("/b/static"))
        #expect(updated.title == "Bee")
        // The path configuration's title wins, and its other keys follow the final URL.
        #expect(updated.displayTitle == "Static page")
        #expect(navigator.reload() == [.refuse(App.url("/b/static"), .reloadDisabled)])
    }

    @Test func anUnknownEntryIsIgnored() {
        var navigator = App.navigator(visiting: ["/a"])
        let before = navigator.state
        navigator.visitDidComplete(PageEntry.ID(rawValue: 999), finalURL: App.url("/z"), title: "Z")
        #expect(navigator.state == before)
    }

    @Test func reloadFetchesTheShownPageAgain() {
        var navigator = App.navigator(visiting: ["/a", "/posts/new"])
        #expect(NavigationSummary.effects(navigator.reload()) == ["reload /posts/new modal"])
    }

    @Test func pullToRefreshDisabledTurnsReloadOffButNotRetry() {
        var navigator = App.navigator(visiting: ["/a", "/about/static"])
        #expect(navigator.reload() == [.refuse(App.url("/about/static"), .reloadDisabled)])
        #expect(NavigationSummary.effects(navigator.retry()) == ["reload /about/static main"])
    }

    @Test func unauthorizedGoesToTheLoginPath() {
        var navigator = App.navigator(visiting: ["/a", "/account"])
        let effects = navigator.visitDidFail(App.url("/account"), status: 401)
        // /signin is a modal route in the turbo-ios demo's configuration.
        #expect(NavigationSummary.effects(effects ?? []) == ["showModal large", "visit /signin modal advance"])
    }

    @Test func otherStatusesAndTheLoginPageItselfShowTheError() {
        var navigator = App.navigator(visiting: ["/a", "/account"])
        #expect(navigator.visitDidFail(App.url("/account"), status: 403) == nil)
        #expect(navigator.visitDidFail(App.url("/account"), status: 500) == nil)
        #expect(navigator.visitDidFail(App.url("/signin"), status: 401) == nil)
        #expect(!navigator.state.isModalShown)
    }

    @Test func theLoginPathIsConfigurable() {
        var custom = Navigator(configuration: NavigatorConfiguration(startLocation: App.start, loginPath: "/session/new"),
                               properties: App.properties(for:))
        _ = custom.start()
        #expect(NavigationSummary.effects(custom.visitDidFail(App.url("/x"), status: 401) ?? [])
            == ["showModal large", "visit /session/new modal advance"])
        var off = App.navigator(loginPath: nil)
        _ = off.start()
        #expect(off.visitDidFail(App.url("/x"), status: 401) == nil)
    }

    @Test func signingInInTheModalThenRecedingReloadsThePageThatFailed() {
        var navigator = App.navigator(visiting: ["/a", "/account"])
        _ = navigator.visitDidFail(App.url("/account"), status: 401)
        let recede = navigator.formResultProposal(App.response("/recede_historical_location"),
                                                  requestedAction: nil, from: .modal)
        #expect(NavigationSummary.effects(navigator.route(recede)) == ["dismissModal", "reload /account main"])
    }
}
