/// A rectangle of cells on the screen.
struct Rect: Equatable {
    var row: Int
    var column: Int
    var rows: Int
    var columns: Int

    var rowRange: Range<Int> { row..<(row + max(rows, 0)) }
    var columnRange: Range<Int> { column..<(column + max(columns, 0)) }

    func contains(row: Int, column: Int) -> Bool {
        rowRange.contains(row) && columnRange.contains(column)
    }
}
