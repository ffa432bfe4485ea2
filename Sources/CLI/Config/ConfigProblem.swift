import Render
/// A config line that was skipped, and why.
package struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let line: Int
    package let message: String

    package var description: String { TerminalSafeText.sanitize("\(path):\(line): \(message)") }
}
