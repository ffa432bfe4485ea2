/// One character cell: a grapheme cluster and its style. A wide grapheme
/// fills its cell and marks the next one as its continuation (empty text),
/// which the terminal skips when drawing.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var style: Style

    public init(text: String = " ", style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public static let blank = Cell()

    var isContinuation: Bool { text.isEmpty }
}
