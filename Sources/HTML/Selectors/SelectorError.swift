/// Why a `targets` selector cannot be used: the stream that carries it is
/// skipped with this message instead of matching nothing silently.
package struct SelectorError: Error, Equatable, Sendable, CustomStringConvertible {
    package let selector: String
    package let reason: String
    /// Offset in characters where reading stopped.
    package let position: Int

    package var description: String {
        "invalid CSS selector \"\(selector)\" at character \(position + 1): \(reason)"
    }
}
