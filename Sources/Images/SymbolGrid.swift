/// An image as `columns` x `rows` symbol cells, row by row, for the
/// renderer to place where the image's box is.
package struct SymbolGrid: Sendable {
    package let columns: Int
    package let rows: Int
    package let cells: [SymbolCell]

    package subscript(column: Int, row: Int) -> SymbolCell {
        cells[row * columns + column]
    }
}
