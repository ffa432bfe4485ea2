extension PathRule {
    /// The routes turbo-rails redirects a native client to after a form
    /// (`recede_or_redirect_to` and friends). They come after the file's own
    /// rules, so a file cannot change what they do.
    package static let historicalLocationRules: [PathRule] = [
        historicalLocation("/recede_historical_location", presentation: .pop),
        historicalLocation("/resume_historical_location", presentation: .none),
        historicalLocation("/refresh_historical_location", presentation: .refresh),
    ]

    /// The built-in rules' matcher, compiled once; their patterns are fixed
    /// strings, so any location length is matched.
    static let historicalLocationMatcher = PathMatcher(rules: historicalLocationRules, maximumLocationLength: .max)

    private static func historicalLocation(_ pattern: String, presentation: Presentation) -> PathRule {
        PathRule(patterns: [PathPattern(pattern)!], properties: [
            "presentation": .string(presentation.rawValue),
            "context": .string(NavigationContext.default.rawValue),
            "historical_location": .bool(true),
        ])
    }
}
