import FoundationEssentials
import Glibc
import Base
import Render

/// The `copy-command` setting (`wl-copy`, `xclip -selection clipboard`,
/// `pbcopy`, `tmux load-buffer -`): `y` writes the text to its standard
/// input. Unlike OSC 52 it answers, so the status line can say whether the
/// copy worked.
///
/// Its output goes to /dev/null, never to the curses screen, and is not
/// read: xclip and wl-copy leave a child behind to serve the selection,
/// which would hold a pipe open, so only the exit status of the command
/// itself is waited for.
package struct ClipboardCommand {
    package let command: String

    package struct Outcome: Equatable {
        /// The command's exit status; nil when it could not be started.
        package let status: Int32?
        package let command: String

        package var succeeded: Bool { status == 0 }

        package func message(copied text: String) -> String {
            let shown = TerminalSafeText.sanitize(command)
            switch status {
            case 0?: return "Copied \(TerminalSafeText.sanitize(text)) with \(shown)"
            case let status?: return "The copy command (\(shown)) failed with status \(status); nothing copied"
            case nil: return "The copy command (\(shown)) could not be started; nothing copied"
            }
        }
    }

    package func copy(_ text: String) -> Outcome {
        // A socket pair rather than a pipe: written with MSG_NOSIGNAL, a
        // command that exits without reading cannot raise SIGPIPE here.
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
            return Outcome(status: nil, command: command)
        }
        let ours = ends[0]
        // The setting is a command line the user wrote; the text goes in on
        // standard input, never into the command line.
        let child = ChildProcess.shell(command, input: .descriptor(ends[1]), output: .null, error: .null)
        close(ends[1])
        guard let child else {
            close(ours)
            return Outcome(status: nil, command: command)
        }
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(ours, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        close(ours)
        return Outcome(status: child.waitForExit(), command: command)
    }
}
