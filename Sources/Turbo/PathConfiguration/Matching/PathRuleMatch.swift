/// Which rules of a configuration matched a location, and whether the
/// matcher looked at all of them (`PathMatcher`'s bounds).
package struct PathRuleMatch: Equatable, Sendable {
    package enum Outcome: Equatable, Sendable {
        /// Every rule was tried.
        case complete
        /// Over `PathMatcher.maximumLocationLength`: no rule was tried.
        case locationTooLong
        /// The time budget ran out; rules from `rulesSearched` on were not tried.
        case outOfTime(rulesSearched: Int)
    }

    /// Indices into the configuration's rules, ascending, each once.
    package let ruleIndices: [Int]
    package let outcome: Outcome

    package init(ruleIndices: [Int], outcome: Outcome) {
        self.ruleIndices = ruleIndices
        self.outcome = outcome
    }
}
