/// Foreground and background as sent together: the key of a curses
/// colour pair.
package struct ColorPair: Hashable, Sendable {
    package let foreground: TerminalColor
    package let background: TerminalColor
}
