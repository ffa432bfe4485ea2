import Base

/// An image's box in a laid-out page: where the UI draws it. A class with
/// constants, shared by the rows of its box, so a line pays one reference.
package final class ImageSlot: Sendable, Equatable {
    /// The chosen source (`ImageSource`), resolved against the page's base.
    package let url: String
    /// The alt text as the dump prints it (`[alt]`), or "" for `alt=""`.
    package let label: String
    /// The column the box starts at (the block's indent).
    package let column: Int
    package let box: CellBox
    /// Whether the box comes from a size (declared or decoded); false: one
    /// row of alt text, until the image's own size is known.
    package let isSized: Bool
    /// The columns the box could take (the width less the indent), which the
    /// UI draws an image of unknown size within, as the layout will; an
    /// inline box's own columns, which its alt text is cut to.
    package let maximumColumns: Int
    /// Whether the box stands in its line of text, as an icon does
    /// (`isInlineBox`), not as a block of rows of its own: the line's
    /// `cellImages` carry it, at its column.
    package let isInline: Bool
    /// The row of an inline box that its line's text stands on: 0, or 1 for
    /// a box two rows high aligned to the bottom (`vertical-align: middle`,
    /// `bottom`, `text-bottom`), whose first row is then a line above.
    package let textRow: Int

    /// The highest box that stands in a line of text: an icon, a badge, an
    /// avatar beside a name (16 to 40 pixels high at 16 a row) is one or two
    /// rows, a photo or a chart is more.
    package static let inlineRows = 2

    package init(url: String, label: String, column: Int, box: CellBox, isSized: Bool, maximumColumns: Int,
                 isInline: Bool = false, textRow: Int = 0) {
        self.url = url
        self.label = label
        self.column = column
        self.box = box
        self.isSized = isSized
        self.maximumColumns = maximumColumns
        self.isInline = isInline
        self.textRow = textRow
    }

    /// Whether a box of this size stands in its line of text.
    package static func isInlineBox(_ box: CellBox) -> Bool { box.rows <= inlineRows }

    /// The same box `columns` further right (a cell's box placed in its
    /// table's line, an inline box at its place in its line).
    package func moved(by columns: Int) -> ImageSlot {
        ImageSlot(url: url, label: label, column: column + columns, box: box, isSized: isSized, maximumColumns: maximumColumns,
                  isInline: isInline, textRow: textRow)
    }

    /// The alt text as it stands in the box's first row before the image is
    /// drawn: for an inline box, cut to its columns and padded to them, so
    /// the text after it is where it stays once the image is drawn.
    package var inlineLabel: String {
        let cut = TextWidth.prefix(TerminalSafeText.sanitize(label), fitting: box.columns)
        return cut.text + Span.spaces(box.columns - cut.width)
    }

    /// The columns its alt text takes on the first row (cut to the room there is).
    package var labelColumns: Int { min(TextWidth.columns(label), maximumColumns) }

    package static func == (left: ImageSlot, right: ImageSlot) -> Bool {
        left.url == right.url && left.label == right.label && left.column == right.column && left.box == right.box
            && left.isSized == right.isSized && left.maximumColumns == right.maximumColumns && left.isInline == right.isInline
            && left.textRow == right.textRow
    }
}

/// One row of an image's box: the line it is on draws row `row` of the image.
package final class ImageRow: Sendable, Equatable {
    package let slot: ImageSlot
    package let row: Int

    package init(slot: ImageSlot, row: Int) {
        self.slot = slot
        self.row = row
    }

    package static func == (left: ImageRow, right: ImageRow) -> Bool {
        left.row == right.row && left.slot == right.slot
    }
}
