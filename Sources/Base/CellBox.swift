/// How many character cells an image takes: its own size (or the page's
/// `width`/`height` attributes, in CSS pixels) at `cellWidth` x
/// `cellHeight` pixels a cell, kept within `maximumColumns` and
/// `maximumRows` with its aspect ratio. In Base because two layers that do
/// not know each other agree on it: Render reserves the box, Images scales
/// the image into it.
package struct CellBox: Hashable, Sendable {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// 8x16 pixels: the cell of most terminal fonts, and what the box is
    /// reserved with before the terminal is asked.
    package static let cellWidth = 8
    package static let cellHeight = 16

    /// `enlarging`: a small image grows to the limits too (the image viewer), not only a big one shrinks.
    package static func fitting(width: Int, height: Int, maximumColumns: Int, maximumRows: Int, enlarging: Bool = false) -> CellBox {
        guard width > 0, height > 0 else { return CellBox(columns: 1, rows: 1) }
        var columns = Double(width) / Double(cellWidth)
        var rows = Double(height) / Double(cellHeight)
        let scale = min(enlarging ? .infinity : 1, Double(max(1, maximumColumns)) / columns, Double(max(1, maximumRows)) / rows)
        columns *= scale
        rows *= scale
        return CellBox(columns: max(1, Int(columns.rounded())), rows: max(1, Int(rows.rounded())))
    }
}
