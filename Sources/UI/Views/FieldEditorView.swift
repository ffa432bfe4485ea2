import Render
/// The field being typed into: its text scrolled so that the cursor is in
/// view, in reverse video of the field's own colours (visible without
/// colour), the terminal's cursor at the insertion point, and a password
/// masked.
package struct FieldEditorView {
    package let editor: FieldEditor
    package let field: FieldTarget

    /// `visibleRows`: the page area's rows; a tall box is cut to them.
    package func draw(at origin: (row: Int, column: Int), limit: Int, visibleRows: Range<Int>, into buffer: inout ScreenBuffer) {
        let typing = Style(attributes: [.reverse, .underline], role: .field)
        let bracket = Style(attributes: .bold, role: .field)
        let characters = field.kind == .password ? Array(repeating: "*", count: editor.characters.count) : editor.characters
        if editor.isMultiline {
            drawBox(characters, origin: origin, limit: limit, visibleRows: visibleRows, typing: typing, into: &buffer)
            return
        }
        let inner = max(field.width - 2, 1)
        // Show the end of the text up to the cursor when it does not fit.
        var start = 0
        while start < editor.cursor && TextRows.columns(characters, start..<editor.cursor) + 1 > inner { start += 1 }
        let (visible, used) = TextWidth.prefix(characters[start...], fitting: inner)
        let padded = visible + String(repeating: " ", count: max(inner - used, 0))
        var x = buffer.write("[", row: origin.row, column: origin.column, style: bracket, limit: limit)
        x = buffer.write(padded, row: origin.row, column: x, style: typing, limit: limit)
        buffer.write("]", row: origin.row, column: x, style: bracket, limit: limit)
        let cursorColumn = origin.column + 1 + TextRows.columns(characters, start..<editor.cursor)
        markCursor(row: origin.row, column: cursorColumn, limit: limit, into: &buffer)
    }

    private func drawBox(_ characters: [Character], origin: (row: Int, column: Int), limit: Int, visibleRows: Range<Int>,
                         typing: Style, into buffer: inout ScreenBuffer) {
        let rows = TextRows.wrap(characters, width: max(field.width, 1))
        let cursorRow = TextRows.row(of: editor.cursor, in: rows)
        let height = max(field.height, 1)
        let top = max(0, cursorRow - height + 1)
        for (offset, text) in FieldValueRows.textarea(characters, field: field, top: top).enumerated()
        where visibleRows.contains(origin.row + offset) {
            buffer.write(text, row: origin.row + offset, column: origin.column, style: typing, limit: limit)
        }
        let row = rows[cursorRow]
        let column = origin.column + TextRows.columns(characters, row.lowerBound..<min(editor.cursor, row.upperBound))
        guard visibleRows.contains(origin.row + cursorRow - top) else { return }
        markCursor(row: origin.row + cursorRow - top, column: min(column, origin.column + field.width - 1),
                   limit: limit, into: &buffer)
    }

    /// The cursor cell keeps the field's look: the terminal's own cursor
    /// shows it (a reversed cell under a block cursor would look unmarked).
    private func markCursor(row: Int, column: Int, limit: Int, into buffer: inout ScreenBuffer) {
        guard column < limit else { return }
        buffer.placeCursor(row: row, column: column)
    }
}
