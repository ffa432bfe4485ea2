import Render
/// The tab line on the top row while there is more than one tab and no
/// modal is shown (`TabLine` decides what goes where). The shown tab stands
/// out bold and underlined between brackets (not reverse video: the title
/// bar right below is, and the two ran together into one block); a mark is
/// a character in its role's colour (`*` marker, `!` error), so none is
/// told by colour alone.
package struct TabLineView {
    package let line: TabLine
    package let row: Int
    package let columns: Int

    package static let shownStyle = Style(attributes: [.bold, .underline])
    package static let updatedStyle = Style(attributes: .bold, role: .marker)
    package static let failedStyle = Style(attributes: .bold, role: .error)

    package func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(row: row, column: 0, count: columns, style: .plain)
        if line.cutLeft { buffer.write("<", row: row, column: 0, style: Style(attributes: .bold)) }
        for label in line.labels {
            if label.isShown {
                buffer.write("[\(label.text)]", row: row, column: label.column, style: Self.shownStyle)
                continue
            }
            let end = buffer.write(" \(label.text)", row: row, column: label.column, style: .plain)
            switch label.mark {
            case .updated?: buffer.write(TabMark.updated.symbol, row: row, column: end, style: Self.updatedStyle)
            case .failed?: buffer.write(TabMark.failed.symbol, row: row, column: end, style: Self.failedStyle)
            case nil: break
            }
        }
        if line.cutRight { buffer.write(">", row: row, column: columns - 1, style: Style(attributes: .bold)) }
    }
}
