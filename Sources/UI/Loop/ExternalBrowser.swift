import FoundationEssentials
import Base

/// Opens a URL with the user's `$BROWSER`, the URL passed as an argument
/// (never pasted into the command line, so a URL cannot run commands).
package struct ExternalBrowser {
    package let command: String

    /// Waits for the program: a terminal browser takes over the screen meanwhile.
    package func open(_ url: URL) -> Bool {
        guard let child = ChildProcess.shell("\(command) \"$1\"", arguments: ["turbo-tui", url.absoluteString]) else {
            return false
        }
        return child.waitForExit() == 0
    }
}
