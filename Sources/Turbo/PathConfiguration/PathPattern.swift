/// One regular expression of a rule, compiled once when the file loads:
/// the ICU syntax the native apps use (iOS's NSRegularExpression), read by
/// the standard library's `Regex`, whose syntax is a superset for what path
/// configurations write (classes, groups, anchors, quantifiers, escapes).
/// Case-sensitive, matched scalar by scalar as ICU does, searched anywhere
/// in the location (anchor it with `^` and `$` to match the whole of it).
package struct PathPattern: Sendable {
    package let source: String
    /// Never changed after `init`; `Regex` itself is not declared Sendable.
    private nonisolated(unsafe) let expression: Regex<AnyRegexOutput>

    /// Nil when `source` is not a valid regular expression.
    package init?(_ source: String) {
        guard let expression = try? Regex(source) else { return nil }
        self.source = source
        self.expression = expression.matchingSemantics(.unicodeScalar)
    }

    package func matches(_ location: String) -> Bool {
        (try? expression.firstMatch(in: location)) != nil
    }
}

extension PathPattern: Equatable {
    package static func == (lhs: PathPattern, rhs: PathPattern) -> Bool { lhs.source == rhs.source }
}
