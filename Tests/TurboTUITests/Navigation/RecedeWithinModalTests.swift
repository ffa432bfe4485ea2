import Foundation
import Testing
import CLI
import Turbo

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

    /// The path configuration's `recede_within_modal: true` on the modal page on top asks for it without the flag.
    @Test func thePathPropertyOnTheModalPageOnTopAsksForItWithoutTheFlag() {
        let properties = { (url: URL) -> PathProperties in
            var values = App.properties(for: url).values
            if url.path.hasPrefix("/settings/name") { values["recede_within_modal"] = .bool(true) }
            return PathProperties(values)
        }
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: App.start), properties: properties)
        for path in ["/posts", "/settings/modal", "/settings/name/edit"] { _ = navigator.route(App.url(path)) }
        _ = navigator.route(HistoricalLocationTests.redirect("recede"))
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts | modal: /settings/modal")
        // From a modal page without the property a recede closes the modal, as without the flag.
        _ = navigator.route(App.url("/settings/more/modal"))
        _ = navigator.route(HistoricalLocationTests.redirect("recede"))
        #expect(!navigator.state.isModalShown)
    }

    @Test func theFlagAndTheConfigKeySetIt() throws {
        #expect(try CommandLineOptions.parse(["--recede-within-modal", "https://app.test/"]).recedesWithinModal)
        #expect(try !CommandLineOptions.parse(["--recede-within-modal=no", "https://app.test/"]).recedesWithinModal)
        #expect(try !CommandLineOptions.parse(["https://app.test/"]).recedesWithinModal)
        #expect(throws: UsageError.self) { try CommandLineOptions.parse(["--recede-within-modal=maybe", "https://app.test/"]) }
    }
}
