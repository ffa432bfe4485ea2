import FoundationEssentials
import Glibc

package enum TerminalSize {
    /// The width of the terminal standard output writes to, if it is one.
    package static func columnsOfStandardOutput() -> Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 10 else { return nil }
        return Int(size.ws_col)
    }
}
