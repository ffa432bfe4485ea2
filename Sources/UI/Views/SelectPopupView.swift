import Render
/// A select's options in a framed list under the field (above it when
/// there is no room): `(*)` / `[x]` marks the chosen ones, the cursor row
/// is in reverse video, disabled options are dimmed.
package struct SelectPopupView {
    package let popup: SelectPopup
    /// The select's place among the page's fields.
    package let field: Int
    package let page: PageView
    package let area: Rect
    package let screen: ScreenLayout

    package func draw(into buffer: inout ScreenBuffer) {
        guard page.rendered.fields.indices.contains(self.field) else { return }
        let field = page.rendered.fields[self.field]
        let widest = popup.labels.map { TextWidth.columns($0) }.max() ?? 0
        let width = min(widest + 6, screen.size.columns)
        let visibleRows = min(popup.labels.count, max(screen.statusRow - 2, 1))
        let fieldRow = area.row + field.line - page.scrollTop
        var top = fieldRow + 1
        if top + visibleRows + 2 > screen.statusRow { top = max(fieldRow - visibleRows - 2, 0) }
        let left = max(min(area.column + field.column, screen.size.columns - width), 0)
        let first = min(max(popup.highlighted - visibleRows + 1, 0), max(popup.labels.count - visibleRows, 0))
        let border = Style(role: .marker)
        let horizontal = String(repeating: "─", count: max(width - 2, 0))
        buffer.write("┌" + horizontal + "┐", row: top, column: left, style: border)
        for offset in 0..<visibleRows {
            let index = first + offset
            let row = top + 1 + offset
            buffer.fill(row: row, column: left, count: width, style: .plain)
            buffer.write("│", row: row, column: left, style: border)
            buffer.write("│", row: row, column: left + width - 1, style: border)
            let chosen = popup.chosen.contains(index)
            let mark = popup.allowsMultiple ? (chosen ? "[x] " : "[ ] ") : (chosen ? "(*) " : "( ) ")
            var style = popup.disabled.contains(index) ? Style(attributes: .dim, role: .disabled) : Style.plain
            if index == popup.highlighted { style = style.adding(.reverse) }
            buffer.write(mark + popup.labels[index], row: row, column: left + 1, style: style, limit: left + width - 1)
        }
        buffer.write("└" + horizontal + "┘", row: top + visibleRows + 1, column: left, style: border)
    }
}
