/// What happened when one source loaded: for the status line or standard error.
package struct PathConfigurationReport: Equatable, Sendable, CustomStringConvertible {
    package enum Origin: String, Equatable, Sendable {
        case file
        case cache = "cached copy"
        case server
    }

    package enum Outcome: Equatable, Sendable {
        /// It now is the configuration in use.
        case applied(ruleCount: Int)
        /// It loaded, but a later source is already in use, so it stays unused.
        case superseded
        /// Nothing changed; the last good configuration stays.
        case failed(PathConfigurationLoadFailure)
    }

    package var source: PathConfigurationSource
    package var origin: Origin
    package var outcome: Outcome
    /// Skipped rules and patterns, and values that cannot take effect.
    package var problems: [PathConfigurationProblem] = []
    /// Why the server's answer could not be saved for the next start.
    package var cacheError: String?

    /// True when the source decoded, whether or not it is the one in use.
    package var loaded: Bool {
        if case .failed = outcome { return false }
        return true
    }

    package var description: String {
        let name = origin == .cache ? "\(source) (cached copy)" : "\(source)"
        var lines: [String]
        switch outcome {
        case .applied(let ruleCount): lines = ["path configuration \(name): \(ruleCount) \(ruleCount == 1 ? "rule" : "rules") in use"]
        case .superseded: lines = ["path configuration \(name): loaded, but a later source is in use"]
        case .failed(let failure): lines = ["path configuration \(name): \(failure); keeping the last good configuration"]
        }
        lines += problems.map { "path configuration \(name): \($0)" }
        if let cacheError { lines.append("path configuration \(name): could not save a copy: \(cacheError)") }
        return lines.joined(separator: "\n")
    }
}
