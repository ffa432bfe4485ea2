/// What happened when one source loaded: for the status line or standard error.
public struct PathConfigurationReport: Equatable, Sendable, CustomStringConvertible {
    public enum Origin: String, Equatable, Sendable {
        case file
        case cache = "cached copy"
        case server
    }

    public enum Outcome: Equatable, Sendable {
        /// It now is the configuration in use.
        case applied(ruleCount: Int)
        /// It loaded, but a later source is already in use, so it stays unused.
        case superseded
        /// Nothing changed; the last good configuration stays.
        case failed(PathConfigurationLoadFailure)
    }

    public var source: PathConfigurationSource
    public var origin: Origin
    public var outcome: Outcome
    /// Skipped rules and patterns, and values that cannot take effect.
    public var problems: [PathConfigurationProblem] = []
    /// Why the server's answer could not be saved for the next start.
    public var cacheError: String?

    /// True when the source decoded, whether or not it is the one in use.
    public var loaded: Bool {
        if case .failed = outcome { return false }
        return true
    }

    public var description: String {
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
