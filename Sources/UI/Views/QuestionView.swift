import Render
/// A yes/no dialog in the middle of the screen, over everything else.
package struct QuestionView {
    package let question: Question
    package let layout: ScreenLayout

    package static let answers = "y: yes   n: no"

    package func draw(into buffer: inout ScreenBuffer) {
        let columns = layout.size.columns
        let width = min(max(TextWidth.columns(question.text), TextWidth.columns(Self.answers)) + 4, columns)
        // Broken at spaces, as messages are: a question cut mid-word ("Send i / t?") reads badly.
        let lines = question.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            WordWrap.rows(TerminalSafeText.sanitize(String(line)), width: max(width - 4, 1))
        }
        let height = lines.count + 4
        let top = max((layout.statusRow - height) / 2, 0)
        let left = max((columns - width) / 2, 0)
        let border = Style(attributes: .bold, role: .marker)
        let horizontal = String(repeating: "─", count: max(width - 2, 0))
        buffer.write("┌" + horizontal + "┐", row: top, column: left, style: border)
        for offset in 1..<(height - 1) {
            buffer.fill(row: top + offset, column: left, count: width, style: .plain)
            buffer.write("│", row: top + offset, column: left, style: border)
            buffer.write("│", row: top + offset, column: left + width - 1, style: border)
        }
        for (offset, line) in lines.enumerated() {
            buffer.write(line, row: top + 1 + offset, column: left + 2, style: Style(attributes: .bold), limit: left + width - 2)
        }
        buffer.write(Self.answers, row: top + height - 2, column: left + 2, style: .plain, limit: left + width - 2)
        buffer.write("└" + horizontal + "┘", row: top + height - 1, column: left, style: border)
    }
}
