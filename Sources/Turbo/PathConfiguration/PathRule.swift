/// A rule of the path configuration: when any pattern matches a location, its
/// properties apply (over those of earlier rules).
package struct PathRule: Equatable, Sendable {
    package let patterns: [PathPattern]
    package let properties: [String: JSONValue]

    package init(patterns: [PathPattern], properties: [String: JSONValue]) {
        self.patterns = patterns
        self.properties = properties
    }

    package func matches(_ location: String) -> Bool {
        patterns.contains { $0.matches(location) }
    }
}
