/// Why a driver command failed: one sentence for the `"error"` of its
/// answer. The session goes on after it.
package struct DriverError: Error, Equatable {
    package let message: String

    /// An error quotes what it was given; it never echoes more than a prefix
    /// of it back (a 800 KB selector is not 800 KB of answer).
    package static let maximumCharacters = 1_000

    package init(_ message: String) {
        guard message.count > Self.maximumCharacters else {
            self.message = message
            return
        }
        self.message = String(message.prefix(Self.maximumCharacters)) + "… (\(message.count - Self.maximumCharacters) more characters cut)"
    }
}
