/// How many colours the terminal can show, from its terminfo entry, and
/// `NO_COLOR` (no-color.org: any non-empty value turns colour off).
package enum ColorDepth: Sendable, CaseIterable {
    /// Attributes only: bold, underline, reverse, dim.
    case monochrome
    /// The eight ANSI colours (TERM=xterm).
    case basic
    /// xterm's 256 colours (TERM=xterm-256color, tmux-256color).
    case extended
    /// 24-bit colour, when terminfo says colours are RGB values
    /// (TERM=xterm-direct): curses draws through terminfo, so COLORTERM
    /// alone cannot give it.
    case direct

    package static func detect(terminalColors: Int, environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        switch terminalColors {
        case 0x100_0000...: return .direct
        case 256...: return .extended
        case 8...: return .basic
        default: return .monochrome
        }
    }
}
