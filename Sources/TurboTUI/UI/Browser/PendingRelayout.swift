/// A layout of the shown page asked of a worker after a resize or `#`
/// (`PageView.isBig`): what it is for, so the loop asks once per size.
struct PendingRelayout: Equatable {
    let ticket: Int
    let width: Int
    let numbered: Bool
    /// The worker reads the page's own document (`LentPage`), rather than a
    /// parse of its source: the loop holds changes back until it is done.
    var readsInPlace = false
    /// The source wrapped, rather than the page laid out (`\`).
    var showsSource = false
}
