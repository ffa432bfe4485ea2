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
        var rules: [PathRule] = []
        for (index, value) in ruleValues.enumerated() {
            if let rule = decodeRule(value, index: index, problems: &problems) { rules.append(rule) }
        }
        return DecodedPathConfiguration(configuration: PathConfiguration(settings: settings, rules: rules), problems: problems)
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
            guard let pattern = PathPattern(source) else {
                problems.append(PathConfigurationProblem(ruleIndex: index, place: patternPlace,
                                                         reason: "\(JSONValue.string(source).canonicalText) is not a valid ICU regular expression (pattern skipped)"))
                continue
            }
            patterns.append(pattern)
        }
        problems += PropertyValueCheck.problems(in: properties, ruleIndex: index)
        guard !patterns.isEmpty else { return nil }
        return PathRule(patterns: patterns, properties: properties)
    }
}
