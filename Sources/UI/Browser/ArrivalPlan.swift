/// What the partial pages of an answer still arriving are laid out for
/// (`ArrivingPage`): the width and height of the stack's area and the link
/// numbering, so the first one shown fills the screen; and whether the
/// reader is looking at the source of the part shown (`\`), which the next
/// part then shows too, as far as it has arrived.
package struct ArrivalPlan: Equatable, Sendable {
    package var width: Int
    package var rows: Int
    package var numbered: Bool
    package var source = false

    package init(width: Int, rows: Int, numbered: Bool, source: Bool = false) {
        self.width = width
        self.rows = rows
        self.numbered = numbered
        self.source = source
    }
}
