/// A rule of the path configuration: when any pattern matches a location, its
/// properties apply (over those of earlier rules). `PathMatcher` does the
/// matching, for all rules of a configuration at once.
package struct PathRule: Equatable, Sendable {
    package let patterns: [PathPattern]
    package let properties: [String: JSONValue]

    package init(patterns: [PathPattern], properties: [String: JSONValue]) {
        self.patterns = patterns
        self.properties = properties
    }

    /// The patterns as the file wrote them, each quoted: how a message names the rule.
    package var quotedPatterns: String {
        patterns.map { "\"\($0.source)\"" }.joined(separator: ", ")
    }
}
