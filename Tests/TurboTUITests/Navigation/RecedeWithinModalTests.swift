import Foundation
import Testing
@testable import TurboTUI

/// hotwire-native-ios #130, opt-in: recede goes back inside a modal of several pages.
@Suite("Navigator: recede within a modal")
struct RecedeWithinModalTests {
    typealias App = NavigationTestApp

    static func navigator(visiting paths: [String]) -> Navigator {
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: App.start, recedesWithinModal: true),
                                  properties: App.properties(for:))
        for path in paths { _ = navigator.route(App.url(path)) }
        return navigator
    }

    @Test func recedeGoesBackOnePageInsideTheModal() {
        var navigator = Self.navigator(visiting: ["/posts", "/settings/modal", "/settings/name/edit"])
        let effects = navigator.route(HistoricalLocationTests.redirect("recede", notice: "Saved"))
        #expect(NavigationSummary.effects(effects) == ["restore /settings/modal modal", "notice Saved"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts | modal: /settings/modal")
    }

    @Test func recedeFromTheOnlyModalPageStillClosesIt() {
        var navigator = Self.navigator(visiting: ["/posts", "/settings/modal"])
        let effects = navigator.route(HistoricalLocationTests.redirect("recede"))
        #expect(NavigationSummary.effects(effects) == ["dismissModal", "reload /posts main"])
    }

    @Test func resumeAndRefreshStillCloseTheModal() {
        for name in ["resume", "refresh"] {
            var navigator = Self.navigator(visiting: ["/posts", "/settings/modal", "/settings/name/edit"])
            _ = navigator.route(HistoricalLocationTests.redirect(name))
            #expect(!navigator.state.isModalShown)
        }
    }
}
