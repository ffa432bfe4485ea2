/// Why a pattern of a file is skipped.
package enum PathPatternRejection: Error, Equatable, Sendable {
    /// Not a regular expression in ICU's syntax (nor in RE2's).
    case invalid
    /// Valid ICU, but it needs a backtracking engine, which a hostile pattern
    /// can keep busy for hours; the payload is RE2's reason.
    case needsBacktracking(String)
    /// Valid ICU that the matcher lacks: a construct RE2 would read with
    /// another meaning (`PathPatternDialect`) or does not read (`\Z`).
    case unsupported(String)
    /// Compiles alone, but its automaton is over `LinearPatternSet.memoryBudget`.
    case tooLarge

    /// The end of the problem message after the quoted pattern.
    package var explanation: String {
        switch self {
        case .invalid: "is not a valid ICU regular expression"
        case .needsBacktracking(let reason):
            "needs backtracking (\(reason)), which turbo-tui does not run: lookaround, backreferences, atomic groups and possessive quantifiers are not supported"
        case .unsupported(let reason): "is not supported by turbo-tui's linear-time matcher (\(reason))"
        case .tooLarge: "is too large for the matcher's memory budget"
        }
    }
}
