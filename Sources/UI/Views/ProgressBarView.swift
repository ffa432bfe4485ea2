import Render
/// Turbo's progress bar, shown only for visits slower than 500 ms: a bar
/// across the top row of the page being loaded that creeps towards the end
/// and never reaches it until the page arrives.
package struct ProgressBarView {
    package let elapsed: Duration
    package let row: Int
    package let area: Rect

    package static let filled = "█"
    package static let empty = "░"

    package func draw(into buffer: inout ScreenBuffer) {
        let seconds = elapsed / .seconds(1)
        // Approaches 90 % of the width: the remaining time is unknown.
        let share = 0.9 * (1 - 1 / (1 + seconds))
        let filledColumns = max(1, Int(Double(area.columns) * share))
        let bar = String(repeating: Self.filled, count: filledColumns)
            + String(repeating: Self.empty, count: max(area.columns - filledColumns, 0))
        buffer.write(bar, row: row, column: area.column, style: Style(attributes: .bold, role: .marker))
    }
}
