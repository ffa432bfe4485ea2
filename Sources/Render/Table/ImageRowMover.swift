/// Moves the image rows of a cell's lines to the cell's place in its
/// table's lines. Each box is moved once, so the rows of one box share one
/// `ImageSlot`, as the rows of a box outside a table do (the UI follows a
/// box by it: its pixels, its fetch).
struct ImageRowMover {
    private var moved: [ObjectIdentifier: ImageSlot] = [:]

    mutating func rows(of line: StyledLine, by columns: Int) -> [ImageRow] {
        line.imageRows.map { row in
            let key = ObjectIdentifier(row.slot)
            let slot = moved[key] ?? row.slot.moved(by: columns)
            moved[key] = slot
            return ImageRow(slot: slot, row: row.row)
        }
    }
}
