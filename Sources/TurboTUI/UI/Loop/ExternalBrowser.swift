import Foundation

/// Opens a URL with the user's `$BROWSER`, the URL passed as an argument
/// (never pasted into the command line, so a URL cannot run commands).
struct ExternalBrowser {
    let command: String

    /// Waits for the program: a terminal browser takes over the screen meanwhile.
    func open(_ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(command) \"$1\"", "turbo-tui", url.absoluteString]
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
