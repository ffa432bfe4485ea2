import Render
/// A yes/no dialog in the middle of the screen, over everything else; its
/// place and its answers' are `QuestionBox`'s, which clicks read too.
package struct QuestionView {
    package let question: Question
    package let layout: ScreenLayout

    package func draw(into buffer: inout ScreenBuffer) {
        let box = QuestionBox(question: question, layout: layout)
        let (top, left, width, height) = (box.frame.row, box.frame.column, box.frame.columns, box.frame.rows)
        let border = Style(attributes: .bold, role: .marker)
        let horizontal = String(repeating: "─", count: max(width - 2, 0))
        buffer.write("┌" + horizontal + "┐", row: top, column: left, style: border)
        for offset in 1..<(height - 1) {
            buffer.fill(row: top + offset, column: left, count: width, style: .plain)
            buffer.write("│", row: top + offset, column: left, style: border)
            buffer.write("│", row: top + offset, column: left + width - 1, style: border)
        }
        for (offset, line) in box.lines.enumerated() {
            buffer.write(line, row: top + 1 + offset, column: left + 2, style: Style(attributes: .bold), limit: left + width - 2)
        }
        buffer.write(QuestionBox.answers, row: box.answersRow, column: left + 2, style: .plain, limit: left + width - 2)
        buffer.write("└" + horizontal + "┘", row: top + height - 1, column: left, style: border)
    }
}
