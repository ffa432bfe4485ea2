/// A cell on the screen, counted from the top-left corner.
struct CellPosition: Equatable, Sendable {
    var row: Int
    var column: Int
}
