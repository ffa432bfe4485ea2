/// A terminal's size in character cells.
package struct ScreenSize: Equatable, Sendable {
    package var rows: Int
    package var columns: Int

    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
