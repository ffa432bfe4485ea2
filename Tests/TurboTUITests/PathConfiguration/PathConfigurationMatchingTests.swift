import Foundation
import Testing
import Turbo

@Suite("Path configuration matching")
struct PathConfigurationMatchingTests {
    private func properties(_ rules: String, _ url: String) throws -> [String: JSONValue] {
        try PathConfigurationTesting.configuration(#"{"rules": \#(rules)}"#).properties(for: URL(string: url)!).values
    }

    @Test func patternsSearchAnywhereUnlessAnchored() throws {
        let rules = #"[{"patterns": ["new"], "properties": {"a": 1}}, {"patterns": ["^/new$"], "properties": {"b": 2}}]"#
        #expect(try properties(rules, "https://x.test/posts/new/more") == ["a": .number(1)])
        #expect(try properties(rules, "https://x.test/new") == ["a": .number(1), "b": .number(2)])
        #expect(try properties(rules, "https://x.test/old") == [:])
    }

    @Test func matchingIsCaseSensitive() throws {
        let rules = #"[{"patterns": ["/new$"], "properties": {"context": "modal"}}]"#
        #expect(try properties(rules, "https://x.test/posts/NEW") == [:])
        #expect(try properties(rules, "https://x.test/posts/new") == ["context": .string("modal")])
    }

    @Test func anyPatternOfARuleIsEnough() throws {
        let rules = #"[{"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}}]"#
        #expect(try properties(rules, "https://x.test/posts/1/edit") == ["context": .string("modal")])
    }

    @Test func laterRulesOverwriteEarlierKeysAndKeepTheRest() throws {
        let rules = #"""
            [{"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": true, "title": "All"}},
             {"patterns": ["/new$"], "properties": {"context": "modal", "pull_to_refresh_enabled": false}},
             {"patterns": ["/posts/"], "properties": {"title": "Posts", "pull_to_refresh_enabled": true}}]
            """#
        #expect(try properties(rules, "https://x.test/posts/new")
            == ["context": .string("modal"), "pull_to_refresh_enabled": .bool(true), "title": .string("Posts")])
        #expect(try properties(rules, "https://x.test/new")
            == ["context": .string("modal"), "pull_to_refresh_enabled": .bool(false), "title": .string("All")])
    }

    @Test func theQueryTakesPartAfterAQuestionMark() throws {
        let rules = #"[{"patterns": ["/new$"], "properties": {"a": 1}}, {"patterns": ["\\?.*tab=photos"], "properties": {"b": 2}}]"#
        #expect(try properties(rules, "https://x.test/posts/new?tab=photos") == ["b": .number(2)])
        #expect(try properties(rules, "https://x.test/posts/new") == ["a": .number(1)])
        #expect(PathConfiguration.location(of: URL(string: "https://x.test/a/b?x=1&y=%20#top")!) == "/a/b?x=1&y=%20")
    }

    @Test func theDocumentedPatternForAnOptionalQuery() throws {
        let rules = #"[{"patterns": ["/new(\\?.*)?$"], "properties": {"context": "modal"}}]"#
        #expect(try properties(rules, "https://x.test/posts/new?draft=1") == ["context": .string("modal")])
        #expect(try properties(rules, "https://x.test/posts/new") == ["context": .string("modal")])
        #expect(try properties(rules, "https://x.test/posts/newer") == [:])
    }

    @Test func hostSchemeAndFragmentNeverTakePart() throws {
        let rules = #"[{"patterns": ["x\\.test", "https", "top"], "properties": {"a": 1}}]"#
        #expect(try properties(rules, "https://x.test/page#top") == [:])
        #expect(PathConfiguration.location(of: URL(string: "https://x.test")!) == "")
        #expect(PathConfiguration.location(of: URL(string: "https://x.test/")!) == "/")
    }

    @Test func thePathIsMatchedDecoded() throws {
        let rules = #"[{"patterns": ["/café$"], "properties": {"a": 1}}]"#
        #expect(try properties(rules, "https://x.test/caf%C3%A9") == ["a": .number(1)])
    }

    @Test(arguments: [
        ("/recede_historical_location", "pop"),
        ("/resume_historical_location", "none"),
        ("/refresh_historical_location", "refresh"),
    ])
    func builtInRulesWinOverTheFile(path: String, presentation: String) throws {
        let rules = #"[{"patterns": [".*"], "properties": {"context": "modal", "presentation": "push", "title": "Kept"}}]"#
        let merged = try properties(rules, "https://x.test\(path)?notice=Saved")
        #expect(merged == ["context": .string("default"), "presentation": .string(presentation),
                           "historical_location": .bool(true), "title": .string("Kept")])
        let typed = PathProperties(merged)
        #expect(typed.isHistoricalLocation)
        #expect(typed.context == .default)
        #expect(typed.presentation.rawValue == presentation)
    }

    @Test func builtInRulesApplyWithoutAnyFile() {
        let properties = PathConfiguration().properties(for: URL(string: "http://x.test/recede_historical_location")!)
        #expect(properties.presentation == .pop)
        #expect(PathConfiguration().properties(for: URL(string: "http://x.test/posts")!).values.isEmpty)
    }

    @Test func typedAccessorsReadTheMergedProperties() throws {
        let configuration = try PathConfigurationTesting.configuration(#"""
            {"rules": [{"patterns": ["/sheet$"], "properties": {
                "context": "modal", "presentation": "replace_root", "query_string_presentation": "replace",
                "modal_style": "page_sheet", "modal_dismiss_gesture_enabled": false, "pull_to_refresh_enabled": false,
                "title": "Sheet", "view_controller": "numbers", "uri": "hotwire://fragment/web"}}]}
            """#)
        let properties = configuration.properties(for: URL(string: "https://x.test/a/sheet")!)
        #expect(properties.context == .modal)
        #expect(properties.presentation == .replaceRoot)
        #expect(properties.queryStringPresentation == .replace)
        #expect(properties.modalStyle == .pageSheet)
        #expect(!properties.modalDismissGestureEnabled)
        #expect(!properties.pullToRefreshEnabled)
        #expect(properties.title == "Sheet")
        #expect(properties.viewController == "numbers")
        #expect(properties["uri"] == .string("hotwire://fragment/web"))
        let defaults = configuration.properties(for: URL(string: "https://x.test/other")!)
        #expect(defaults.context == .default && defaults.presentation == .default && defaults.modalStyle == .large)
        #expect(defaults.modalDismissGestureEnabled && defaults.pullToRefreshEnabled && defaults.title == nil)
    }

    @Test func presentationModalMeansTheModalContext() throws {
        let properties = try PathConfigurationTesting.configuration(#"{"rules": [{"patterns": ["/new$"], "properties": {"presentation": "modal"}}]}"#)
            .properties(for: URL(string: "https://x.test/posts/new")!)
        #expect(properties.context == .modal)
        #expect(properties.presentation == .default)
    }
}
