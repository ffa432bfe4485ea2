import FoundationEssentials

/// The rules and settings of a path configuration, and the answer to "how
/// should this URL be presented?". A value without I/O: loading lives in
/// `PathConfigurationStore`, reading in `PathConfigurationDecoder`. Making one
/// compiles its rules' patterns (`PathMatcher`): for a large file that takes
/// a while, so build it where waiting does no harm (`PathConfigurationDecoder`
/// is safe to run on a worker thread).
package struct PathConfiguration: Equatable, Sendable {
    /// Free-form app settings (`"settings"` in the file).
    package let settings: [String: JSONValue]
    /// The file's rules, in file order; the built-in rules are not among them.
    package let rules: [PathRule]
    package let matcher: PathMatcher

    /// Compiles the patterns of `rules`; one too large for the matcher's
    /// memory budget never matches (the decoder reports and drops those).
    package init(settings: [String: JSONValue] = [:], rules: [PathRule] = []) {
        self.init(settings: settings, rules: rules, matcher: PathMatcher(rules: rules))
    }

    package init(settings: [String: JSONValue], rules: [PathRule], matcher: PathMatcher) {
        self.settings = settings
        self.rules = rules
        self.matcher = matcher
    }

    /// The merged properties of every matching rule, in file order and then
    /// the built-in historical-location rules; a later rule's keys win.
    package func properties(for url: URL) -> PathProperties {
        properties(forLocation: Self.location(of: url))
    }

    /// As `properties(for:)`, for a location already in matching form
    /// (path, plus `?query` when there is one).
    package func properties(forLocation location: String) -> PathProperties {
        var merged: [String: JSONValue] = [:]
        var presentationRule: String?
        let match = matcher.match(location)
        let matched = match.ruleIndices.map { rules[$0] }
            + PathRule.historicalLocationMatcher.match(location).ruleIndices.map { PathRule.historicalLocationRules[$0] }
        for rule in matched {
            merged.merge(rule.properties) { _, later in later }
            if rule.properties["presentation"] != nil { presentationRule = rule.quotedPatterns }
        }
        return PathProperties(merged, matching: match.outcome, presentationRule: presentationRule)
    }

    /// Which of the file's rules match `location`, and whether every rule was
    /// tried (`PathMatcher`'s bounds).
    package func match(_ location: String) -> PathRuleMatch {
        matcher.match(location)
    }

    /// What patterns are matched against, as hotwire-native-ios does by
    /// default: the decoded path, plus `?` and the query as sent when the URL
    /// has one. Scheme, host and fragment never take part.
    package static func location(of url: URL) -> String {
        guard let query = url.query else { return url.path }
        return url.path + "?" + query
    }

    package static func == (lhs: PathConfiguration, rhs: PathConfiguration) -> Bool {
        lhs.settings == rhs.settings && lhs.rules == rhs.rules
    }
}
