/// One row of rendered text.
package struct StyledLine: Equatable, Sendable {
    package var spans: [Span]
    /// The row of an image's box this line is (`ImageRow`), for the UI to
    /// draw the image over; nil on every other line.
    package var image: ImageRow?

    package init(spans: [Span] = [], image: ImageRow? = nil) {
        self.spans = spans
        self.image = image
    }

    package var width: Int { spans.reduce(0) { $0 + $1.width } }

    package var text: String { spans.map(\.text).joined() }

    /// Bytes, not characters: a character is `" "` exactly when its bytes are one 0x20.
    /// A row of an image's box is never blank: margins do not collapse into it.
    package var isBlank: Bool { image == nil && spans.allSatisfy { $0.text.utf8.allSatisfy { $0 == 0x20 } } }
}
