/// A cell on the screen, counted from the top-left corner.
package struct CellPosition: Equatable, Sendable {
    package var row: Int
    package var column: Int

    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
