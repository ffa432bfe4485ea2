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
}
