import Render
/// One character cell: a grapheme cluster and its style (or an image's colours). A wide grapheme
/// fills its cell and marks the next one as its continuation (empty text),
/// which the terminal skips when drawing.
package struct Cell: Equatable, Sendable {
    package var text: String
    package var style: Style
    /// An image's own colours (ScreenBuffer.place); nil for text, whose
    /// colours come from its style's role.
    package var ink: ImageInk?

    package init(text: String = " ", style: Style = .plain, ink: ImageInk? = nil) {
        self.text = text
        self.style = style
        self.ink = ink
    }

    package static let blank = Cell()

    package var isContinuation: Bool { text.isEmpty }
}
