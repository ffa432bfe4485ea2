import Base

/// An answer of the terminal to a question turbo-tui asked it at start
/// (`GraphicsQuestion`), read from standard input among the keys.
package enum TerminalAnswer: Equatable, Sendable {
    /// DA1, `ESC [ ? Ps ; ... c`: the terminal's class and attributes (4: sixels).
    case primaryAttributes([Int])
    /// Kitty's graphics answer, `ESC _ G i=ID ; message ESC \`: "OK", or an error.
    case kittyGraphics(id: Int?, ok: Bool)
    /// `ESC [ 6 ; height ; width t`: the cell's size in pixels.
    case cellSize(PixelSize)
}
