import Render
/// A cell as the terminal shows it: its text, the attributes sent and the
/// colour pair sent, with reverse video applied for what a person sees.
package struct PaintedCell: Equatable, Sendable {
    package var text: String
    package var attributes: TextAttributes
    /// The pair as sent, before reverse video swaps it.
    package var foreground: TerminalColor
    package var background: TerminalColor

    package var isReversed: Bool { attributes.contains(.reverse) }
    /// The colour the glyph is drawn in.
    package var shownForeground: TerminalColor { isReversed ? background : foreground }
    /// The colour around the glyph.
    package var shownBackground: TerminalColor { isReversed ? foreground : background }

    /// Text that can be seen: a blank needs nothing; otherwise the glyph's
    /// colour must differ from the colour around it (black on black was
    /// the focused link's look for a release).
    package var isLegible: Bool {
        text.allSatisfy { $0 == " " } || shownForeground != shownBackground
    }
}
