/// One regular expression of a rule, as the native apps write it (ICU syntax:
/// iOS's NSRegularExpression, Android's Kotlin Regex), checked when the file
/// loads and matched by `PathMatcher` with RE2, in linear time. RE2 reads the
/// constructs path configurations use (classes, groups, anchors, greedy and
/// lazy quantifiers, escapes, `\d`, `\p{..}`, `(?i)`); `PathPatternDialect`
/// rewrites the two ICU spellings RE2 lacks and refuses what would need
/// backtracking (lookaround, backreferences, atomic groups, possessive
/// quantifiers) or would change meaning (nested classes, `&&`).
/// Case-sensitive, searched anywhere in the location (anchor it with `^` and
/// `$` to match the whole of it).
package struct PathPattern: Equatable, Sendable {
    /// As the file wrote it.
    package let source: String
    /// What RE2 compiles (`source` in RE2's spelling).
    package let expression: String

    /// Nil when `source` is not a pattern turbo-tui can match.
    package init?(_ source: String) {
        guard case .success(let pattern) = Self.read(source) else { return nil }
        self = pattern
    }

    private init(source: String, expression: String) {
        self.source = source
        self.expression = expression
    }

    /// The pattern, or why it cannot be matched (for the problem message).
    package static func read(_ source: String) -> Result<PathPattern, PathPatternRejection> {
        let expression: String
        switch PathPatternDialect.translate(source) {
        case .success(let translated): expression = translated
        case .failure(let rejection): return .failure(rejection)
        }
        if let reason = LinearPatternSet.rejection(of: expression) {
            if needsBacktracking(reason) { return .failure(.needsBacktracking(reason)) }
            // Swift's Regex reads most of ICU's syntax: if it takes the
            // pattern, the pattern is valid and only our engine lacks it.
            return .failure((try? Regex(source)) == nil ? .invalid : .unsupported(reason))
        }
        return .success(PathPattern(source: source, expression: expression))
    }

    /// RE2's words for lookaround and atomic groups, backreferences and
    /// possessive quantifiers.
    private static func needsBacktracking(_ reason: String) -> Bool {
        let operators = ["invalid perl operator: (?=", "invalid perl operator: (?!", "invalid perl operator: (?<",
                         "invalid perl operator: (?>"]
        if operators.contains(where: reason.hasPrefix) { return true }
        if reason.hasPrefix("bad repetition operator: "), reason.hasSuffix("+") { return true }
        let escape = "invalid escape sequence: \\"
        return reason.hasPrefix(escape) && reason.dropFirst(escape.count).first?.isNumber == true
    }

    package static func == (lhs: PathPattern, rhs: PathPattern) -> Bool { lhs.source == rhs.source }
}
