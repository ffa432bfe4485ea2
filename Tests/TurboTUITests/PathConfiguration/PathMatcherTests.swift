import Foundation
import Testing
import Turbo

/// `PathMatcher`: every rule's patterns in one linear-time pass (RE2), bounded.
@Suite("Path configuration matcher")
struct PathMatcherTests {
    private func configuration(_ patterns: [[String]]) -> PathConfiguration {
        PathConfiguration(rules: patterns.enumerated().map { index, sources in
            PathRule(patterns: sources.map { PathPattern($0)! }, properties: ["n": .number(Double(index))])
        })
    }

    /// A backtracking engine takes 2^n steps here: 18 a's took 7 s, so 4 000
    /// would never finish. The answer must still be right.
    @Test func theNestedQuantifierBombIsAnsweredAndRight() {
        let bomb = configuration([["(a+)+$"], ["^/(\\w+\\s?)*$"]])
        let many = String(repeating: "a", count: 4000)
        #expect(bomb.match("/" + many + "!") == PathRuleMatch(ruleIndices: [], outcome: .complete))
        #expect(bomb.match("/" + many) == PathRuleMatch(ruleIndices: [0, 1], outcome: .complete))
        for count in 22...40 {
            #expect(bomb.match("/" + String(repeating: "a", count: count) + "!").ruleIndices.isEmpty)
        }
    }

    @Test func aLocationOverTheCapMatchesNoFileRuleButTheBuiltInOnes() {
        let all = configuration([[".*"]])
        let long = "/recede_historical_location?q=" + String(repeating: "x", count: PathMatcher.maximumLocationLength)
        #expect(all.match(long) == PathRuleMatch(ruleIndices: [], outcome: .locationTooLong))
        #expect(all.properties(forLocation: long).presentation == .pop)
        #expect(all.match(String(long.prefix(PathMatcher.maximumLocationLength))).ruleIndices == [0])
    }

    /// With no time at all, the first automaton is searched and the rest are
    /// not: the answer says from which rule on, and the properties say so
    /// in a line for the status line.
    @Test func aMatchOutOfTimeSaysWhichRulesWereSkipped() {
        let rules = (0..<(PathMatcher.chunkSize * 2)).map { PathRule(patterns: [PathPattern(".*")!], properties: ["n": .number(Double($0))]) }
        let hurried = PathConfiguration(settings: [:], rules: rules, matcher: PathMatcher(rules: rules, budget: .zero))
        let match = hurried.match("/any")
        #expect(match == PathRuleMatch(ruleIndices: Array(0..<PathMatcher.chunkSize), outcome: .outOfTime(rulesSearched: PathMatcher.chunkSize)))
        let properties = hurried.properties(forLocation: "/any")
        #expect(properties["n"] == .number(Double(PathMatcher.chunkSize - 1)))
        #expect(properties.shortfall == "Path configuration: rules 65 and on were skipped (matching took too long)")
        #expect(PathConfiguration(rules: rules).properties(forLocation: "/any").shortfall == nil)
        #expect(PathConfiguration(rules: rules).properties(forLocation: "/" + String(repeating: "x", count: 5000)).shortfall
                == "Path configuration: this URL is over 4096 bytes, so no rule applies to it")
    }

    @Test func rulesWhosePatternsCrossSetBoundariesAreListedOnceInOrder() {
        let wide = (0..<(PathMatcher.chunkSize * 3)).map { "/p\($0)$" } + ["/x"]
        let rules = [["/x"], wide, ["^/a"], wide, ["/x$"]]
        #expect(configuration(rules).match("/p40/x").ruleIndices == [0, 1, 3, 4])
        #expect(configuration(rules).match("/a/p7").ruleIndices == [1, 2, 3])
    }

    @Test func aThousandMatchingRulesMergeInFileOrder() {
        let many = configuration(Array(repeating: [".*"], count: 1000))
        #expect(many.match("/any").ruleIndices == Array(0..<1000))
        #expect(many.properties(forLocation: "/any")["n"] == .number(999))
    }

    /// The one pass over all rules gives what each rule alone gives, and what
    /// the backtracking engine (Swift's Regex, the ICU reading) gave before.
    @Test(arguments: ["hotwire-native-ios-demo.json", "hotwire-native-android-demo.json", "turbo-ios-demo.json", "turbo-native-demo.json"])
    func theSetAgreesWithEachRuleAloneAndWithICU(name: String) throws {
        let decoded = try PathConfigurationTesting.fixture(name)
        let locations = ["", "/", "/posts", "/posts/new", "/posts/1/edit", "/posts/new?draft=1", "/numbers", "/numbers/7",
                         "/numbers/x", "/modal", "/modal/x", "/signin", "/strada-form", "/photos/cat.png", "/x.JPG",
                         "/recede_historical_location", "/a/b/c/new", "/café/new"]
        for location in locations {
            let alone = decoded.configuration.rules.indices.filter {
                !PathConfiguration(rules: [decoded.configuration.rules[$0]]).match(location).ruleIndices.isEmpty
            }
            let icu = decoded.configuration.rules.indices.filter { index in
                decoded.configuration.rules[index].patterns.contains { pattern in
                    (try? Regex(pattern.source).matchingSemantics(.unicodeScalar).firstMatch(in: location)) != nil
                }
            }
            let together = decoded.configuration.match(location)
            #expect(together.outcome == .complete)
            #expect(together.ruleIndices == alone, "\(location)")
            #expect(together.ruleIndices == icu, "\(location)")
        }
    }
}

/// From ICU's spelling to RE2's, and what is refused rather than misread.
@Suite("Path pattern dialect")
struct PathPatternDialectTests {
    private func matches(_ source: String, _ location: String) -> Bool {
        guard let pattern = PathPattern(source) else { return false }
        return !PathConfiguration(rules: [PathRule(patterns: [pattern], properties: [:])]).match(location).ruleIndices.isEmpty
    }

    @Test func icuEscapesAndNamedGroupsAreRead() {
        #expect(matches(#"/caf\u00e9$"#, "/café"))
        #expect(matches(#"/\U0001F600"#, "/😀"))
        #expect(matches(#"^/posts/(?<id>\d+)$"#, "/posts/12"))
        #expect(!matches(#"^/posts/(?<id>\d+)$"#, "/posts/new"))
        #expect(matches(#"[[:digit:]]$"#, "/7"))
        #expect(matches(#"\Q/a.b\E$"#, "/a.b"))
        #expect(!matches(#"\Q/a.b\E$"#, "/axb"))
        #expect(matches(#"(?i)/NEW$"#, "/new"))
    }

    @Test func whatNeedsBacktrackingIsRefusedWithTheReason() {
        #expect(PathPattern.read("^/posts(?=/new)") == .failure(.needsBacktracking("invalid perl operator: (?=")))
        #expect(PathPattern.read("(?<!x)/new") == .failure(.needsBacktracking("invalid perl operator: (?<")))
        #expect(PathPattern.read(#"^/(\w+)/\1$"#) == .failure(.needsBacktracking(#"invalid escape sequence: \1"#)))
        #expect(PathPattern.read("/a*+") == .failure(.needsBacktracking("bad repetition operator: *+")))
        #expect(PathPattern.read("(?>a+)b") == .failure(.needsBacktracking("invalid perl operator: (?>")))
    }

    @Test func setOperationsAreRefusedRatherThanReadAsLetters() {
        #expect(PathPattern.read("[[a-z]--[aeiou]]") == .failure(.unsupported("a class inside a class (ICU's set operations)")))
        #expect(PathPattern.read("[a-z&&[^e]]") == .failure(.unsupported("&& inside a class (ICU's set intersection)")))
    }

    @Test func icuOnlyEscapesAreUnsupportedNotInvalid() {
        #expect(PathPattern.read(#"/new\Z"#) == .failure(.unsupported(#"invalid escape sequence: \Z"#)))
    }

    @Test func invalidPatternsAreInvalid() {
        #expect(PathPattern.read("([") == .failure(.invalid))
    }
}
