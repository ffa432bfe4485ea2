/// Foreground and background as sent together: the key of a curses
/// colour pair.
struct ColorPair: Hashable, Sendable {
    let foreground: TerminalColor
    let background: TerminalColor
}
