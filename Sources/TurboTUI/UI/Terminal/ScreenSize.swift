/// A terminal's size in character cells.
struct ScreenSize: Equatable, Sendable {
    var rows: Int
    var columns: Int

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
