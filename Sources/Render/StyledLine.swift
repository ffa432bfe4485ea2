/// One row of rendered text.
package struct StyledLine: Equatable, Sendable {
    package var spans: [Span]
    /// The row of an image's box this line is (`ImageRow`), for the UI to
    /// draw the image over; nil on every other line.
    package var image: ImageRow?
    /// The rows of images in table cells drawn on this line, side by side
    /// (`TableRowDrawer`), each at its column in the line.
    package var cellImages: [ImageRow]

    package init(spans: [Span] = [], image: ImageRow? = nil, cellImages: [ImageRow] = []) {
        self.spans = spans
        self.image = image
        self.cellImages = cellImages
    }

    /// Every image row on the line: its own block's, then the cells'.
    package var imageRows: [ImageRow] {
        guard let image else { return cellImages }
        return [image] + cellImages
    }

    /// The column where the line's images and their alt text end: a cell
    /// holding an image is as wide as its box on every row of it.
    package var imageReach: Int {
        imageRows.reduce(0) { max($0, $1.slot.column + max($1.slot.box.columns, $1.slot.labelColumns)) }
    }

    package var width: Int { spans.reduce(0) { $0 + $1.width } }

    package var text: String { spans.map(\.text).joined() }

    /// Bytes, not characters: a character is `" "` exactly when its bytes are one 0x20.
    /// A row of an image's box is never blank: margins do not collapse into it.
    package var isBlank: Bool { image == nil && cellImages.isEmpty && spans.allSatisfy { $0.text.utf8.allSatisfy { $0 == 0x20 } } }
}
