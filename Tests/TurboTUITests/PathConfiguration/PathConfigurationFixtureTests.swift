import Foundation
import Testing
import Turbo

/// The files the native demo apps ship, read as they are.
@Suite("Path configuration fixtures")
struct PathConfigurationFixtureTests {
    private func properties(_ decoded: DecodedPathConfiguration, _ path: String) -> PathProperties {
        decoded.configuration.properties(for: URL(string: "https://demo.test\(path)")!)
    }

    @Test(arguments: ["hotwire-native-ios-demo.json", "hotwire-native-android-demo.json", "turbo-ios-demo.json", "turbo-native-demo.json"])
    func loadsWithoutProblems(name: String) throws {
        let decoded = try PathConfigurationTesting.fixture(name)
        #expect(decoded.problems.isEmpty)
        #expect(!decoded.configuration.rules.isEmpty)
    }

    @Test func hotwireNativeIOSDemo() throws {
        let decoded = try PathConfigurationTesting.fixture("hotwire-native-ios-demo.json")
        #expect(decoded.configuration.settings == ["enable_feature_x": .bool(true)])
        #expect(decoded.configuration.rules.count == 3)
        let new = properties(decoded, "/posts/new")
        #expect(new.context == .modal && !new.pullToRefreshEnabled)
        #expect(properties(decoded, "/modal/anything").context == .modal)
        #expect(properties(decoded, "/numbers").viewController == "numbers")
        #expect(properties(decoded, "/").presentation == .clearAll)
        #expect(properties(decoded, "/posts").values.isEmpty)
    }

    @Test func hotwireNativeAndroidDemo() throws {
        let decoded = try PathConfigurationTesting.fixture("hotwire-native-android-demo.json")
        #expect(decoded.configuration.rules.count == 6)
        let root = properties(decoded, "/")
        #expect(root.presentation == .clearAll && root.pullToRefreshEnabled)
        #expect(root["uri"] == .string("hotwire://fragment/web"))
        let number = properties(decoded, "/numbers/42")
        #expect(number.context == .modal && !number.pullToRefreshEnabled)
        #expect(number["uri"] == .string("hotwire://fragment/web/modal/sheet"))
        #expect(properties(decoded, "/numbers").title == "Numbers")
        #expect(properties(decoded, "/files/photo.JPG").context == .default, "case-sensitive, unlike Android")
        #expect(properties(decoded, "/files/photo.jpg").context == .modal)
    }

    @Test func turboIOSDemoWithItsTrailingComma() throws {
        let decoded = try PathConfigurationTesting.fixture("turbo-ios-demo.json")
        #expect(decoded.configuration.settings == ["enable-feature-x": .bool(true)])
        #expect(decoded.configuration.rules.count == 3)
        #expect(properties(decoded, "/signin").context == .modal)
        #expect(properties(decoded, "/strada-form").context == .modal)
        let detail = properties(decoded, "/numbers/7")
        #expect(detail.context == .modal && detail.viewController == "numbersDetail")
        #expect(properties(decoded, "/numbers").viewController == "numbers")
        #expect(properties(decoded, "/numbers").context == .default)
    }

    @Test func turboNativeDemo() throws {
        let decoded = try PathConfigurationTesting.fixture("turbo-native-demo.json")
        #expect(properties(decoded, "/posts/1/edit").context == .modal)
        #expect(properties(decoded, "/numbers/7").viewController == "numbers", "unanchored: /numbers matches /numbers/7")
    }
}
