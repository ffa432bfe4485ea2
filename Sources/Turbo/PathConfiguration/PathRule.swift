/// A rule of the path configuration: when any pattern matches a location, its
/// properties apply (over those of earlier rules).
public struct PathRule: Equatable, Sendable {
    public let patterns: [PathPattern]
    public let properties: [String: JSONValue]

    public init(patterns: [PathPattern], properties: [String: JSONValue]) {
        self.patterns = patterns
        self.properties = properties
    }

    public func matches(_ location: String) -> Bool {
        patterns.contains { $0.matches(location) }
    }
}
