/// An image as `columns` x `rows` symbol cells, row by row, for the
/// renderer to place where the image's box is.
package struct SymbolGrid: Sendable {
    package let columns: Int
    package let rows: Int
    package let cells: [SymbolCell]
    /// The image scaled to the box's pixels, when the terminal draws pixels
    /// (sixel, kitty); the cells stay, for `drive`, tests and what covers it.
    package var pixels: ScaledPixels?

    package init(columns: Int, rows: Int, cells: [SymbolCell], pixels: ScaledPixels? = nil) {
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.pixels = pixels
    }

    package subscript(column: Int, row: Int) -> SymbolCell {
        cells[row * columns + column]
    }
}
