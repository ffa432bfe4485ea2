/// Something in a path configuration that was skipped or cannot take effect,
/// located by its JSON path (`rules[2].patterns[0]`), with the reason.
package struct PathConfigurationProblem: Equatable, Sendable, CustomStringConvertible {
    /// The index of the rule in `rules`, from 0; nil for problems outside the rules.
    package let ruleIndex: Int?
    /// Where in the file, e.g. `rules[2].patterns[0]` or `settings`.
    package let place: String
    package let reason: String

    package init(ruleIndex: Int?, place: String, reason: String) {
        self.ruleIndex = ruleIndex
        self.place = place
        self.reason = reason
    }

    package var description: String { "\(place): \(reason)" }
}
