import Foundation

/// A stand-in until the `PathConfiguration` type lands: reads the `rules`
/// of a local path-configuration file (`TURBO_TUI_PATH_CONFIG`) and merges
/// the properties of every rule whose pattern matches the path (plus
/// `?query`), later rules winning. Delete it when `PathConfiguration` merges.
struct PathConfigurationStandIn {
    private var rules: [(patterns: [NSRegularExpression], properties: [String: JSONValue])] = []

    init(file path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let ruleObjects = root?["rules"] as? [[String: Any]] ?? []
        for rule in ruleObjects {
            let sources = rule["patterns"] as? [String] ?? []
            let patterns = sources.compactMap { try? NSRegularExpression(pattern: $0) }
            let values = rule["properties"] as? [String: Any] ?? [:]
            rules.append((patterns, values.compactMapValues(Self.value)))
        }
    }

    func properties(for url: URL) -> PathProperties {
        var path = url.path
        if let query = url.query { path += "?" + query }
        let range = NSRange(path.startIndex..., in: path)
        var merged: [String: JSONValue] = [:]
        for rule in rules where rule.patterns.contains(where: { $0.firstMatch(in: path, range: range) != nil }) {
            merged.merge(rule.properties) { _, later in later }
        }
        return PathProperties(merged)
    }

    private static func value(_ any: Any) -> JSONValue? {
        switch any {
        case let string as String: return .string(string)
        case let flag as Bool: return .bool(flag)
        default: return nil
        }
    }
}
