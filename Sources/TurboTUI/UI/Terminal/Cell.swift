/// One character cell: a grapheme cluster and its style. A wide grapheme
/// fills its cell and marks the next one as its continuation (empty text),
/// which the terminal skips when drawing.
struct Cell: Equatable, Sendable {
    var text: String
    var style: Style

    init(text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    static let blank = Cell()

    var isContinuation: Bool { text.isEmpty }
}
