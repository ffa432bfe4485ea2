/// A rectangle of cells on the screen.
package struct Rect: Equatable {
    package var row: Int
    package var column: Int
    package var rows: Int
    package var columns: Int

    package var rowRange: Range<Int> { row..<(row + max(rows, 0)) }
    package var columnRange: Range<Int> { column..<(column + max(columns, 0)) }

    package func contains(row: Int, column: Int) -> Bool {
        rowRange.contains(row) && columnRange.contains(column)
    }
}
