/// A colour as the terminal is asked to draw it. The terminal's own
/// foreground and background stay its own (a light or a dark theme), so
/// text in them is legible on either; palette entries are the terminal's
/// palette (0-7 basic, 8-15 bright, 16-255 xterm's cube and greys); `rgb`
/// only reaches a direct-colour terminal.
package enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
    case defaultForeground
    case defaultBackground
    case palette(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// As `screen-cells` names colours: `d` for the terminal's default.
    package var description: String {
        switch self {
        case .defaultForeground, .defaultBackground: return "d"
        case .palette(let index): return "\(index)"
        case .rgb(let red, let green, let blue):
            return "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(width - count, 0)) + self
    }
}
