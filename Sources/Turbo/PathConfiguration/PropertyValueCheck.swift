/// Checks the values of the properties turbo-tui understands, so that a typo
/// such as `"context": "modals"` is reported instead of silently falling back
/// to the default. The value stays in the rule as written.
package enum PropertyValueCheck {
    private static let choices: [String: [String]] = [
        "context": NavigationContext.allCases.map(\.rawValue),
        // "modal" is the turbo-ios demo's way to say context modal.
        "presentation": Presentation.allCases.map(\.rawValue) + ["modal"],
        "query_string_presentation": QueryStringPresentation.allCases.map(\.rawValue),
        "modal_style": ModalStyle.allCases.map(\.rawValue),
    ]
    private static let booleans: Set = [
        "modal_dismiss_gesture_enabled", "pull_to_refresh_enabled", "animated", "historical_location",
        "recede_within_modal",
    ]
    private static let strings: Set = ["title", "view_controller", "view-controller"]

    package static func problems(in properties: [String: JSONValue], ruleIndex: Int) -> [PathConfigurationProblem] {
        properties.keys.sorted().compactMap { key in
            guard let reason = reason(key: key, value: properties[key]!) else { return nil }
            return PathConfigurationProblem(ruleIndex: ruleIndex, place: "rules[\(ruleIndex)].properties.\(key)", reason: reason)
        }
    }

    private static func reason(key: String, value: JSONValue) -> String? {
        let shown = value.canonicalText
        if let allowed = choices[key] {
            guard let text = value.stringValue, allowed.contains(text) else {
                return "\(shown) is not one of \(allowed.joined(separator: ", ")) (the default applies)"
            }
        } else if booleans.contains(key) {
            guard value.boolValue != nil else { return "\(shown) is not true or false (the default applies)" }
        } else if strings.contains(key) {
            guard value.stringValue != nil else { return "\(shown) is not a string (ignored)" }
        }
        return nil
    }
}
