import Base
/// One row of rendered text.
package struct StyledLine: Equatable, Sendable {
    package var spans: [Span]
    /// The line's images, apart: nil on the lines that have none (nearly
    /// all of a page's), so such a line pays one empty reference for both
    /// fields below (measured: docs/images.md, "What a line pays").
    private let images: LineImages?

    /// The row of an image's box this line is (`ImageRow`), for the UI to
    /// draw the image over; nil on every other line.
    package var image: ImageRow? { images?.image }
    /// The rows of images drawn at a column of this line, side by side: the
    /// boxes of a table's cells (`TableRowDrawer`) and the inline boxes of
    /// the line's text (`LineComposer.addInlineImage`).
    package var cellImages: [ImageRow] { images?.cellImages ?? [] }

    package init(spans: [Span] = [], image: ImageRow? = nil, cellImages: [ImageRow] = []) {
        self.spans = spans
        images = image == nil && cellImages.isEmpty ? nil : LineImages(image: image, cellImages: cellImages)
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

    /// The link of a span drawn over any of `columns` (`link`: that one only),
    /// if there is one: the link an image's alt text stands in.
    package func link(over columns: Range<Int>, only link: Int? = nil) -> Int? {
        var x = 0
        for span in spans {
            if x >= columns.upperBound { return nil }
            if x + span.width > columns.lowerBound, let own = span.link, link == nil || own == link { return own }
            x += span.width
        }
        return nil
    }

    /// The first rows of the boxes drawn at a column of the line
    /// (`cellImages`) whose alt text stands on it and is in no link: each
    /// is a focus stop of its own.
    package var imagesInNoLink: [ImageSlot] {
        cellImages.compactMap { image in
            let slot = image.slot
            guard image.row == 0, !slot.label.isEmpty,
                  link(over: slot.column..<(slot.column + max(slot.labelColumns, 1))) == nil else { return nil }
            return slot
        }
    }

    package var text: String { spans.map(\.text).joinedText() }

    /// Bytes, not characters: a character is `" "` exactly when its bytes are one 0x20.
    /// A row of an image's box is never blank: margins do not collapse into it.
    package var isBlank: Bool { images == nil && spans.allSatisfy { $0.text.utf8.allSatisfy { $0 == 0x20 } } }
}

/// The images of a line that has any (`StyledLine.images`): a class, so a
/// line without images pays 8 bytes for both fields, not 16.
private final class LineImages: Sendable, Equatable {
    let image: ImageRow?
    let cellImages: [ImageRow]

    init(image: ImageRow?, cellImages: [ImageRow]) {
        self.image = image
        self.cellImages = cellImages
    }

    static func == (left: LineImages, right: LineImages) -> Bool {
        left.image == right.image && left.cellImages == right.cellImages
    }
}
