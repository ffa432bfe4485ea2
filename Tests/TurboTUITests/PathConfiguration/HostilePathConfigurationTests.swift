import Foundation
import Testing
import Turbo

/// Files a hostile or careless server could serve (issue 32): reported, and
/// never able to stall matching.
@Suite("Hostile path configurations")
struct HostilePathConfigurationTests {
    @Test func patternsNeedingBacktrackingAreReportedAndTheRestOfTheRuleKept() throws {
        let decoded = try PathConfigurationTesting.fixture("hostile/backtracking-only.json")
        #expect(decoded.problems.map(\.description) == [
            #"rules[0].patterns[0]: "^/posts(?=/new)" needs backtracking (invalid perl operator: (?=), which turbo-tui does not run: lookaround, backreferences, atomic groups and possessive quantifiers are not supported (pattern skipped)"#,
            #"rules[1].patterns[0]: "^/(\\w+)/\\1$" needs backtracking (invalid escape sequence: \1), which turbo-tui does not run: lookaround, backreferences, atomic groups and possessive quantifiers are not supported (pattern skipped)"#,
        ])
        #expect(decoded.configuration.rules.map { $0.patterns.map(\.source) } == [["/new$"]])
        #expect(decoded.configuration.properties(forLocation: "/posts/new").context == .modal)
    }

    @Test func setOperationsAreReported() throws {
        let decoded = try PathConfigurationTesting.decode(#"{"rules": [{"patterns": ["[[a-z]--[aeiou]]"], "properties": {}}]}"#)
        #expect(decoded.problems.map(\.description) == [
            #"rules[0].patterns[0]: "[[a-z]--[aeiou]]" is not supported by turbo-tui's linear-time matcher (a class inside a class (ICU's set operations)) (pattern skipped)"#,
        ])
        #expect(decoded.configuration.rules.isEmpty)
    }

    /// The real binary: a backtracking engine would still be running (18 a's
    /// took 7 s, each more doubles it); the inspector answers every line.
    @Test func theInspectorAnswersTheBombAtOnce() throws {
        let locations = [22, 30, 40, 4000].map { "/" + String(repeating: "a", count: $0) + "!" } + ["/aaaa"]
        let result = try ProcessRunner.run(TestPaths.binary,
                                           ["path-config", TestPaths.fixture("path-configuration/hostile/redos.json").path] + locations)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").last.map(String.init) ?? "" }
        #expect(lines == Array(repeating: #"{"context":"default"}"#, count: 4)
            + [#"{"context":"modal","presentation":"replace","title":"Bomb"}"#])
    }
}
