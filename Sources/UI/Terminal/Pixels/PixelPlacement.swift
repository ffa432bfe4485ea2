import Images

/// An image's pixels at a place of the screen (`ScreenBuffer.placePixels`):
/// which rows and columns of it show, from which cell. The frame keeps its
/// symbol cells beneath, which `drive`, the tests and a terminal without
/// pixels show; what draws over one of its cells afterwards (an overlay, the
/// focus, a field) takes the placement away, so the symbols show there.
package struct PixelPlacement: Equatable, Sendable {
    package let pixels: ScaledPixels
    /// The screen cell its first shown cell is drawn at.
    package var row: Int
    package var column: Int
    /// The image's rows of cells that show, from the top of its box.
    package var rows: Range<Int>
    /// Its columns that show, from its left.
    package var columns: Int

    package init(pixels: ScaledPixels, row: Int, column: Int, rows: Range<Int>, columns: Int) {
        self.pixels = pixels
        self.row = row
        self.column = column
        self.rows = rows
        self.columns = columns
    }

    /// The image's whole box in cells.
    package var boxRows: Int { pixels.height / max(pixels.cellHeight, 1) }
    package var boxColumns: Int { pixels.width / max(pixels.cellWidth, 1) }

    /// Whether all of it shows: a sixel of part of it is made anew.
    package var isWhole: Bool { rows == 0..<boxRows && columns == boxColumns }

    package var screenRows: Range<Int> { row..<(row + rows.count) }
    package var screenColumns: Range<Int> { column..<(column + columns) }

    package func covers(row: Int, column: Int) -> Bool {
        screenRows.contains(row) && screenColumns.contains(column)
    }

    package static func == (left: PixelPlacement, right: PixelPlacement) -> Bool {
        left.pixels === right.pixels && left.row == right.row && left.column == right.column
            && left.rows == right.rows && left.columns == right.columns
    }
}
