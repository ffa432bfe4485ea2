import Render
/// One character cell: a grapheme cluster and its style. A wide grapheme
/// fills its cell and marks the next one as its continuation (empty text),
/// which the terminal skips when drawing.
package struct Cell: Equatable, Sendable {
    package var text: String
    package var style: Style

    package init(text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    package static let blank = Cell()

    package var isContinuation: Bool { text.isEmpty }
}
