/// Why a `targets` selector cannot be used: the stream that carries it is
/// skipped with this message instead of matching nothing silently.
public struct SelectorError: Error, Equatable, Sendable, CustomStringConvertible {
    public let selector: String
    public let reason: String
    /// Offset in characters where reading stopped.
    public let position: Int

    public var description: String {
        "invalid CSS selector \"\(selector)\" at character \(position + 1): \(reason)"
    }
}
