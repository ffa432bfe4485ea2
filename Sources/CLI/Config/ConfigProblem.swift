import Render
/// A config line that was skipped, and why.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String

    public var description: String { TerminalSafeText.sanitize("\(path):\(line): \(message)") }
}
