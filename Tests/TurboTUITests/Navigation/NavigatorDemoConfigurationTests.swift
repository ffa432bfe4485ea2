import Foundation
import Testing
import Turbo

/// The navigator with the real path configuration decoder and the upstream
/// demo apps' files (Fixtures/path-configuration), built-in historical rules
/// included.
@Suite("Navigator with the demo path configurations")
struct NavigatorDemoConfigurationTests {
    typealias App = NavigationTestApp

    static func navigator(_ fixture: String) throws -> Navigator {
        let configuration = try PathConfigurationTesting.fixture(fixture).configuration
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: App.start),
                                  properties: configuration.properties(for:))
        _ = navigator.start()
        return navigator
    }

    @Test func turboIOSDemoSignsInInAModalAndRecedes() throws {
        // `"presentation": "modal"` and trailing commas, as that file has them.
        var navigator = try Self.navigator("turbo-ios-demo.json")
        _ = navigator.route(App.url("/posts"))
        #expect(NavigationSummary.effects(navigator.visitDidFail(App.url("/posts"), status: 401) ?? [])
            == ["showModal large", "visit /signin modal advance"])
        let recede = navigator.formResultProposal(App.response("/recede_historical_location?notice=Welcome"),
                                                  requestedAction: nil, from: .modal)
        #expect(NavigationSummary.effects(navigator.route(recede)) == ["dismissModal", "reload /posts main", "notice Welcome"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: / /posts")
    }

    @Test func turboIOSDemoNativeScreensShowTheWebPage() throws {
        var navigator = try Self.navigator("turbo-ios-demo.json")
        let effects = NavigationSummary.effects(navigator.route(App.url("/numbers/3")))
        #expect(effects.prefix(2) == ["showModal large", "visit /numbers/3 modal advance"])
        #expect(effects.last?.hasPrefix("notice no native screen \"numbersDetail\"") == true)
    }

    @Test func hotwireIOSDemoRootClearsTheStack() throws {
        var navigator = try Self.navigator("hotwire-native-ios-demo.json")
        _ = navigator.route(App.url("/one"))
        _ = navigator.route(App.url("/one/edit"))
        #expect(NavigationSummary.effects(navigator.route(App.start)) == ["dismissModal", "reload / main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /")
    }

    @Test func hotwireAndroidDemoModalsCannotBeReloadedAndImagesAreDownloads() throws {
        var navigator = try Self.navigator("hotwire-native-android-demo.json")
        _ = navigator.route(App.url("/posts/new"))
        #expect(navigator.state.isModalShown)
        #expect(navigator.reload() == [.refuse(App.url("/posts/new"), .reloadDisabled)])
        // Its image rule would open a modal; Turbo never visits a .png, so neither does turbo-tui.
        let image = App.url("/uploads/cat.png")
        #expect(navigator.route(image) == [.openExternally(image, .nonHTMLDocument(extension: ".png"))])
    }
}
