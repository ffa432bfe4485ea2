/// Turns the bytes of a path configuration file into a `PathConfiguration`,
/// tolerantly: a malformed rule or pattern is skipped and reported, and the
/// rest loads (the native apps drop the whole file instead). Only text that is
/// not JSON, or has no `rules` array, is unusable.
package enum PathConfigurationDecoder {
    package static func decode(_ bytes: [UInt8]) throws(PathConfigurationError) -> DecodedPathConfiguration {
        let root: JSONValue
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw .invalidJSON(error)
        }
        guard let members = root.objectValue else { throw .notAnObject(foundKind: root.kindName) }
        guard let rulesValue = members["rules"] else { throw .missingRules }
        guard let ruleValues = rulesValue.arrayValue else { throw .rulesNotAnArray(foundKind: rulesValue.kindName) }

        var problems: [PathConfigurationProblem] = []
        var settings: [String: JSONValue] = [:]
        if let settingsValue = members["settings"] {
            if let object = settingsValue.objectValue {
                settings = object
            } else {
                problems.append(PathConfigurationProblem(ruleIndex: nil, place: "settings",
                                                         reason: "is \(settingsValue.kindName), not an object (ignored)"))
            }
        }
        var rules: [(index: Int, rule: PathRule)] = []
        for (index, value) in ruleValues.enumerated() {
            if let rule = decodeRule(value, index: index, problems: &problems) { rules.append((index, rule)) }
        }
        return DecodedPathConfiguration(configuration: compile(settings: settings, rules: rules, problems: &problems),
                                        problems: problems)
    }

    /// Compiles the rules' patterns into one matcher. A pattern that reads but
    /// is too large for RE2's memory budget is reported and left out; then
    /// the rest is compiled again (rare: only hostile files pay twice).
    private static func compile(settings: [String: JSONValue], rules: [(index: Int, rule: PathRule)],
                                problems: inout [PathConfigurationProblem]) -> PathConfiguration {
        let matcher = PathMatcher(rules: rules.map(\.rule))
        guard !matcher.rejections.isEmpty else {
            return PathConfiguration(settings: settings, rules: rules.map(\.rule), matcher: matcher)
        }
        var kept: [PathRule] = []
        for (position, (index, rule)) in rules.enumerated() {
            let rejected = Set(matcher.rejections.filter { $0.ruleIndex == position }.map(\.patternIndex))
            for patternIndex in rejected.sorted() {
                problems.append(patternProblem(index: index, patternIndex: patternIndex, source: rule.patterns[patternIndex].source,
                                               rejection: .tooLarge))
            }
            let patterns = rule.patterns.enumerated().filter { !rejected.contains($0.offset) }.map(\.element)
            if !patterns.isEmpty { kept.append(PathRule(patterns: patterns, properties: rule.properties)) }
        }
        return PathConfiguration(settings: settings, rules: kept)
    }

    private static func patternProblem(index: Int, patternIndex: Int, source: String,
                                       rejection: PathPatternRejection) -> PathConfigurationProblem {
        PathConfigurationProblem(ruleIndex: index, place: "rules[\(index)].patterns[\(patternIndex)]",
                                 reason: "\(JSONValue.string(source).canonicalText) \(rejection.explanation) (pattern skipped)")
    }

    private static func decodeRule(_ value: JSONValue, index: Int, problems: inout [PathConfigurationProblem]) -> PathRule? {
        let place = "rules[\(index)]"
        func skip(_ reason: String) -> PathRule? {
            problems.append(PathConfigurationProblem(ruleIndex: index, place: place, reason: reason + " (rule skipped)"))
            return nil
        }
        guard let members = value.objectValue else { return skip("is \(value.kindName), not an object") }
        guard let patternsValue = members["patterns"] else { return skip("has no \"patterns\"") }
        guard let patternValues = patternsValue.arrayValue else {
            return skip("\"patterns\" is \(patternsValue.kindName), not an array of strings")
        }
        guard !patternValues.isEmpty else { return skip("\"patterns\" is empty, so the rule can never match") }
        guard let propertiesValue = members["properties"] else { return skip("has no \"properties\"") }
        guard let properties = propertiesValue.objectValue else {
            return skip("\"properties\" is \(propertiesValue.kindName), not an object")
        }
        var patterns: [PathPattern] = []
        for (patternIndex, patternValue) in patternValues.enumerated() {
            let patternPlace = "\(place).patterns[\(patternIndex)]"
            guard let source = patternValue.stringValue else {
                problems.append(PathConfigurationProblem(ruleIndex: index, place: patternPlace,
                                                         reason: "is \(patternValue.kindName), not a string (pattern skipped)"))
                continue
            }
            switch PathPattern.read(source) {
            case .success(let pattern): patterns.append(pattern)
            case .failure(let rejection):
                problems.append(patternProblem(index: index, patternIndex: patternIndex, source: source, rejection: rejection))
            }
        }
        problems += PropertyValueCheck.problems(in: properties, ruleIndex: index)
        guard !patterns.isEmpty else { return nil }
        return PathRule(patterns: patterns, properties: properties)
    }
}
