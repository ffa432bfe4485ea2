import Turbo

/// Which of the browser's error lines fail the command that led to them.
/// A command fails when the browser could not do it: the page could not
/// load (its error view is shown), a link or URL was refused, a form could
/// not be sent, a file could not be read. A page that loaded but holds a
/// problem of its own (a frame answer without its frame, a broken stream
/// action) is the page's content, as a browser shows it: the command is
/// answered `ok` and `state.chrome.message` carries the line.
package enum DriverFailure {
    /// The status lines `Browser+Frames` and `Browser+Live` write about a
    /// page's content (the reducer's wording, kept in step here).
    private static let contentPrefixes = ["Turbo Stream: ", "The answer is for frame "]

    package static func isAboutContent(_ message: String) -> Bool {
        contentPrefixes.contains { message.hasPrefix($0) } || isAboutAMissingFrame(message)
    }

    /// `Frame "id": Content missing (...)` (`FrameSwap`): the answer came, without the frame.
    private static func isAboutAMissingFrame(_ message: String) -> Bool {
        message.hasPrefix("Frame \"") && message.contains("\": \(FrameSwap.missingText) (")
    }
}
