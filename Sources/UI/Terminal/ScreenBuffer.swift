import Images
import Render
/// A whole frame as cells. Views draw into it; the terminal compares it with
/// the frame before and sends only what changed. Text enters only through
/// `write`, which passes it through `TerminalSafeText`.
package struct ScreenBuffer: Equatable, Sendable {
    package let size: ScreenSize
    private var cells: [Cell]
    /// Where the terminal's cursor stands: at the insertion point while the
    /// user types (a field, a prompt), so that a screen reader, an input
    /// method and the eye find it there; nil hides it.
    package var cursor: CellPosition?
    /// Images drawn in pixels over their symbol cells (sixel, kitty), in the
    /// order placed; a cell written afterwards takes away the one it covers.
    package private(set) var pixelImages: [PixelPlacement] = []

    package init(size: ScreenSize) {
        self.size = size
        cells = Array(repeating: .blank, count: max(size.rows, 0) * max(size.columns, 0))
    }

    package subscript(row: Int, column: Int) -> Cell {
        cells[row * size.columns + column]
    }

    /// Writes `text` from (row, column), clipped at `limit` columns (the
    /// right edge by default); returns the column after the last cell used.
    /// A wide character that does not fit whole is left out.
    @discardableResult
    package mutating func write(_ text: String, row: Int, column: Int, style: Style, limit: Int? = nil) -> Int {
        let end = min(limit ?? size.columns, size.columns)
        guard row >= 0, row < size.rows else { return column }
        var x = column
        for character in TerminalSafeText.sanitize(text) {
            let width = TextWidth.columns(character)
            if width == 0 {
                appendCombining(character, row: row, before: x)
                continue
            }
            guard x + width <= end else { break }
            if x >= 0 {
                set(Cell(text: String(character), style: style), row: row, column: x)
                if width == 2 { set(Cell(text: "", style: style), row: row, column: x + 1) }
            }
            x += width
        }
        return x
    }

    /// Paints `count` blank cells in `style`.
    package mutating func fill(row: Int, column: Int, count: Int, style: Style) {
        guard row >= 0, row < size.rows else { return }
        for x in max(column, 0)..<min(column + count, size.columns) where x >= 0 {
            set(Cell(text: " ", style: style), row: row, column: x)
        }
    }

    /// Draws an image's symbol cells with their colours from (row, column),
    /// clipped at the screen's edges. Each symbol goes through
    /// `TerminalSafeText` like any text; one that is not a single column
    /// (chafa is asked for none) becomes a space in the same colours.
    package mutating func place(_ grid: SymbolGrid, row: Int, column: Int) {
        for y in 0..<grid.rows { place(grid, gridRow: y, row: row + y, column: column, columnLimit: size.columns) }
    }

    /// One row of a grid (a page's line that is a row of an image's box),
    /// clipped at `columnLimit` (the right edge of the page's area).
    package mutating func place(_ grid: SymbolGrid, gridRow y: Int, row: Int, column: Int, columnLimit: Int) {
        guard (0..<grid.rows).contains(y), row >= 0, row < size.rows else { return }
        for x in 0..<grid.columns where column + x >= 0 && column + x < min(size.columns, columnLimit) {
            let symbol = grid[x, y]
            var text = TerminalSafeText.sanitize(String(Character(symbol.character)))
            if TextWidth.columns(text) != 1 { text = " " }
            set(Cell(text: text, ink: ImageInk(foreground: symbol.foreground, background: symbol.background)),
                row: row, column: column + x)
        }
    }

    /// Shows `placement`'s pixels over the cells already placed there,
    /// clipped at the screen's bottom and right edges.
    package mutating func placePixels(_ placement: PixelPlacement) {
        var placement = placement
        guard placement.row >= 0, placement.column >= 0, placement.row < size.rows, placement.column < size.columns else { return }
        let rows = min(placement.rows.count, size.rows - placement.row)
        placement.rows = placement.rows.lowerBound..<(placement.rows.lowerBound + rows)
        placement.columns = min(placement.columns, size.columns - placement.column)
        guard rows > 0, placement.columns > 0 else { return }
        pixelImages.append(placement)
    }

    /// Puts the cursor at (row, column) when that is on the screen.
    package mutating func placeCursor(row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        cursor = CellPosition(row: row, column: column)
    }

    /// Changes the style of every cell in a rectangle, keeping its text.
    package mutating func restyle(rows: Range<Int>, columns: Range<Int>, _ change: (Style) -> Style) {
        for row in rows.clamped(to: 0..<size.rows) {
            for column in columns.clamped(to: 0..<size.columns) {
                uncover(row: row, column: column)
                cells[row * size.columns + column].style = change(cells[row * size.columns + column].style)
            }
        }
    }

    /// One row as plain text, continuation cells left out.
    package func text(ofRow row: Int) -> String {
        (0..<size.columns).map { self[row, $0].text }.joined()
    }

    /// Every row as plain text, trailing spaces trimmed, for tests and screenshots.
    package var rowsAsText: [String] {
        (0..<size.rows).map { row in
            var line = text(ofRow: row)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private mutating func set(_ cell: Cell, row: Int, column: Int) {
        guard column >= 0, column < size.columns else { return }
        uncover(row: row, column: column)
        // Overwriting half of a wide character blanks its other half.
        let index = row * size.columns + column
        if cells[index].isContinuation, column > 0 { cells[index - 1].text = " " }
        if TextWidth.columns(cells[index].text) == 2, column + 1 < size.columns, !(cell.text.isEmpty) {
            cells[index + 1] = .blank
        }
        cells[index] = cell
    }

    /// A cell drawn over an image's pixels: the image shows as symbols.
    private mutating func uncover(row: Int, column: Int) {
        guard !pixelImages.isEmpty else { return }
        pixelImages.removeAll { $0.covers(row: row, column: column) }
    }

    private mutating func appendCombining(_ character: Character, row: Int, before column: Int) {
        var x = column - 1
        while x > 0, self[row, x].isContinuation { x -= 1 }
        guard x >= 0, x < size.columns else { return }
        cells[row * size.columns + x].text.append(character)
    }
}
