import FoundationEssentials

/// The rules and settings of a path configuration, and the answer to "how
/// should this URL be presented?". A value without I/O: loading lives in
/// `PathConfigurationStore`, reading in `PathConfigurationDecoder`.
package struct PathConfiguration: Equatable, Sendable {
    /// Free-form app settings (`"settings"` in the file).
    package var settings: [String: JSONValue]
    /// The file's rules, in file order; the built-in rules are not among them.
    package var rules: [PathRule]

    package init(settings: [String: JSONValue] = [:], rules: [PathRule] = []) {
        self.settings = settings
        self.rules = rules
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
        for rule in rules + PathRule.historicalLocationRules where rule.matches(location) {
            merged.merge(rule.properties) { _, later in later }
        }
        return PathProperties(merged)
    }

    /// What patterns are matched against, as hotwire-native-ios does by
    /// default: the decoded path, plus `?` and the query as sent when the URL
    /// has one. Scheme, host and fragment never take part.
    package static func location(of url: URL) -> String {
        guard let query = url.query else { return url.path }
        return url.path + "?" + query
    }
}
