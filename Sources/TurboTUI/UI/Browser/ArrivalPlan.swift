/// What the partial pages of an answer still arriving are laid out for
/// (`ArrivingPage`): the width and height of the stack's area and the link
/// numbering, so the first one shown fills the screen.
struct ArrivalPlan: Equatable, Sendable {
    var width: Int
    var rows: Int
    var numbered: Bool
}
