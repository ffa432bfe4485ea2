import Render

/// Where the question over the page stands: its box, its lines and its two
/// answers, for `QuestionView` to draw and for a click to land on, so a
/// question can be answered with the mouse as a `[Done]` is pressed.
package struct QuestionBox {
    package static let yes = "y: yes"
    package static let no = "n: no"
    package static let answers = yes + "   " + no

    /// The question's text, broken at spaces to the box's width.
    package let lines: [String]
    package let frame: Rect

    package init(question: Question, layout: ScreenLayout) {
        let columns = layout.size.columns
        let width = min(max(TextWidth.columns(question.text), TextWidth.columns(Self.answers)) + 4, columns)
        // Broken at spaces, as messages are: a question cut mid-word ("Send i / t?") reads badly.
        lines = question.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            WordWrap.rows(TerminalSafeText.sanitize(String(line)), width: max(width - 4, 1))
        }
        let height = lines.count + 4
        frame = Rect(row: max((layout.statusRow - height) / 2, 0), column: max((columns - width) / 2, 0), rows: height, columns: width)
    }

    /// The row of the answers, inside the bottom border.
    package var answersRow: Int { frame.row + frame.rows - 2 }

    /// "y: yes" and "n: no" where they are drawn.
    package var yesLabel: Rect { Rect(row: answersRow, column: frame.column + 2, rows: 1, columns: Self.yes.count) }
    package var noLabel: Rect {
        Rect(row: answersRow, column: frame.column + 2 + Self.yes.count + 3, rows: 1, columns: Self.no.count)
    }

    /// The answer a click at (row, column) gives: true for yes, false for no, nil elsewhere.
    package func answer(atRow row: Int, column: Int) -> Bool? {
        if yesLabel.contains(row: row, column: column) { return true }
        if noLabel.contains(row: row, column: column) { return false }
        return nil
    }
}
