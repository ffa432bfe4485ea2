import FoundationEssentials
import Base
import Glibc

package enum TerminalSize {
    /// The width of the terminal standard output writes to, if it is one.
    package static func columnsOfStandardOutput() -> Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 10 else { return nil }
        return Int(size.ws_col)
    }

    /// The pixels of one cell of the terminal standard output writes to,
    /// when it tells them (xterm, kitty, foot do; many leave them 0).
    package static func cellPixelsOfStandardOutput() -> PixelSize? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row else { return nil }
        return PixelSize(width: Int(size.ws_xpixel / size.ws_col), height: Int(size.ws_ypixel / size.ws_row))
    }
}
