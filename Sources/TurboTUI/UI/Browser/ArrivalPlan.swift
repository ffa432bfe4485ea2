/// What the partial pages of an answer still arriving are laid out for
/// (`ArrivingPage`): the width and height of the stack's area and the link
/// numbering, so the first one shown fills the screen; and whether the
/// reader is looking at the source of the part shown (`\`), which the next
/// part then shows too, as far as it has arrived.
struct ArrivalPlan: Equatable, Sendable {
    var width: Int
    var rows: Int
    var numbered: Bool
    var source = false
}
