/// Why a driver command failed: one sentence for the `"error"` of its
/// answer. The session goes on after it.
package struct DriverError: Error, Equatable {
    package let message: String
    /// For a program to act on without reading the sentence: `"stale_element"`
    /// (find the element again). nil for the rest, which a program reports.
    package let code: String?

    /// An error quotes what it was given; it never echoes more than a prefix
    /// of it back (a 800 KB selector is not 800 KB of answer).
    package static let maximumCharacters = 1_000

    package init(_ message: String, code: String? = nil) {
        self.code = code
        guard message.count > Self.maximumCharacters else {
            self.message = message
            return
        }
        self.message = String(message.prefix(Self.maximumCharacters)) + "… (\(message.count - Self.maximumCharacters) more characters cut)"
    }

    /// The `code` of a command whose element the page does not show as a
    /// link, button or field (hidden, or plain text): what a browser's
    /// driver calls "not interactable".
    package static let notInteractable = "not_interactable"

    /// A handle whose element left the shown page (`NodeHandles`).
    package static func staleElement(_ handle: Int) -> DriverError {
        DriverError("The element of node \(handle) is no longer on the shown page: find it again.", code: "stale_element")
    }
}
