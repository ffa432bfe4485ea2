/// A layout of the shown page asked of a worker after a resize or `#`
/// (`PageView.isPristine`): what it is for, so the loop asks once per size.
struct PendingRelayout: Equatable {
    let ticket: Int
    let width: Int
    let numbered: Bool
}
