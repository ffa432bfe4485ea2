import Testing
import Turbo

@Suite("Path configuration decoder")
struct PathConfigurationDecoderTests {
    private func problems(_ text: String) throws -> [String] {
        try PathConfigurationTesting.decode(text).problems.map(\.description)
    }

    @Test func keepsSettingsAndRulesInOrder() throws {
        let decoded = try PathConfigurationTesting.decode(#"""
            {"settings": {"feature": {"on": true}}, "rules": [
              {"patterns": ["/a"], "properties": {"x": 1}, "comment": "ignored"},
              {"patterns": ["/b", "/c"], "properties": {}}]}
            """#)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.configuration.settings == ["feature": .object(["on": .bool(true)])])
        #expect(decoded.configuration.rules.map { $0.patterns.map(\.source) } == [["/a"], ["/b", "/c"]])
        #expect(decoded.configuration.rules[0].properties == ["x": .number(1)])
    }

    @Test func settingsAreOptional() throws {
        let decoded = try PathConfigurationTesting.decode(#"{"rules": []}"#)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.configuration == PathConfiguration())
    }

    @Test(arguments: [
        ("{\"rules\": [1}", PathConfigurationError.invalidJSON(JSONSyntaxError(line: 1, column: 13, reason: "expected ',' or ']' in an array but found '}'"))),
        ("[{\"rules\": []}]", .notAnObject(foundKind: "an array")),
        ("{\"settings\": {}}", .missingRules),
        ("{\"rules\": {\"patterns\": []}}", .rulesNotAnArray(foundKind: "an object")),
        ("{\"rules\": null}", .rulesNotAnArray(foundKind: "null")),
    ])
    func unusableFiles(text: String, error: PathConfigurationError) {
        #expect(throws: error) { try PathConfigurationTesting.decode(text) }
    }

    @Test func unusableFilesSayWhy() {
        #expect(PathConfigurationError.missingRules.description == #"no "rules" (a path configuration needs "rules": [...])"#)
        #expect(PathConfigurationError.invalidJSON(JSONSyntaxError(line: 3, column: 7, reason: "x")).description
            == "invalid JSON at line 3, column 7: x")
    }

    @Test(arguments: [
        (#""not a rule""#, #"rules[1]: is a string, not an object (rule skipped)"#),
        (#"{"properties": {}}"#, #"rules[1]: has no "patterns" (rule skipped)"#),
        (#"{"patterns": "/new$", "properties": {}}"#, #"rules[1]: "patterns" is a string, not an array of strings (rule skipped)"#),
        (#"{"patterns": [], "properties": {}}"#, #"rules[1]: "patterns" is empty, so the rule can never match (rule skipped)"#),
        (#"{"patterns": ["/x"]}"#, #"rules[1]: has no "properties" (rule skipped)"#),
        (#"{"patterns": ["/x"], "properties": [1]}"#, #"rules[1]: "properties" is an array, not an object (rule skipped)"#),
    ])
    func aBadRuleIsSkippedAndTheRestLoads(badRule: String, problem: String) throws {
        let decoded = try PathConfigurationTesting.decode(#"""
            {"rules": [{"patterns": ["/a$"], "properties": {"n": 0}}, \#(badRule), {"patterns": ["/b$"], "properties": {"n": 2}}]}
            """#)
        #expect(decoded.problems.map(\.description) == [problem])
        #expect(decoded.problems.first?.ruleIndex == 1)
        #expect(decoded.configuration.rules.map(\.properties) == [["n": .number(0)], ["n": .number(2)]])
    }

    @Test func aBadPatternIsSkippedAndTheRuleKeepsItsOtherPatterns() throws {
        let decoded = try PathConfigurationTesting.decode(#"{"rules": [{"patterns": ["([", 7, "/edit$"], "properties": {"context": "modal"}}]}"#)
        #expect(decoded.problems.map(\.description) == [
            #"rules[0].patterns[0]: "([" is not a valid ICU regular expression (pattern skipped)"#,
            #"rules[0].patterns[1]: is a number, not a string (pattern skipped)"#,
        ])
        #expect(decoded.problems.map(\.ruleIndex) == [0, 0])
        #expect(decoded.configuration.rules.map { $0.patterns.map(\.source) } == [["/edit$"]])
    }

    @Test func aRuleWhosePatternsAreAllBadIsDropped() throws {
        let decoded = try PathConfigurationTesting.decode(#"{"rules": [{"patterns": ["*", "a{2,1}"], "properties": {"context": "modal"}}]}"#)
        #expect(decoded.problems.count == 2)
        #expect(decoded.configuration.rules.isEmpty)
    }

    @Test func valuesThatCannotTakeEffectAreReportedAndKept() throws {
        let decoded = try PathConfigurationTesting.decode(#"""
            {"rules": [{"patterns": ["/x"], "properties": {
              "context": "modals", "presentation": "slide", "query_string_presentation": true, "modal_style": "tiny",
              "pull_to_refresh_enabled": "false", "animated": 1, "title": ["T"], "view-controller": null,
              "uri": "anything goes", "presentation_extra": "unknown keys are kept"}}]}
            """#)
        #expect(decoded.problems.map(\.description) == [
            #"rules[0].properties.animated: 1 is not true or false (the default applies)"#,
            #"rules[0].properties.context: "modals" is not one of default, modal (the default applies)"#,
            #"rules[0].properties.modal_style: "tiny" is not one of large, medium, full, page_sheet, form_sheet (the default applies)"#,
            #"rules[0].properties.presentation: "slide" is not one of default, push, pop, replace, replace_root, clear_all, refresh, none, modal (the default applies)"#,
            #"rules[0].properties.pull_to_refresh_enabled: "false" is not true or false (the default applies)"#,
            #"rules[0].properties.query_string_presentation: true is not one of default, replace (the default applies)"#,
            #"rules[0].properties.title: ["T"] is not a string (ignored)"#,
            #"rules[0].properties.view-controller: null is not a string (ignored)"#,
        ])
        #expect(decoded.configuration.rules[0].properties.count == 10)
    }

    @Test func settingsThatAreNotAnObjectAreIgnored() throws {
        let decoded = try PathConfigurationTesting.decode(#"{"settings": [1], "rules": []}"#)
        #expect(decoded.problems.map(\.description) == ["settings: is an array, not an object (ignored)"])
        #expect(decoded.problems[0].ruleIndex == nil)
        #expect(decoded.configuration.settings.isEmpty)
    }
}
