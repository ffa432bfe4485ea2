/// An image as `columns` x `rows` symbol cells, row by row, for the
/// renderer to place where the image's box is.
package struct SymbolGrid: Sendable {
    package let columns: Int
    package let rows: Int
    package let cells: [SymbolCell]

    package init(columns: Int, rows: Int, cells: [SymbolCell]) {
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    package subscript(column: Int, row: Int) -> SymbolCell {
        cells[row * columns + column]
    }
}
