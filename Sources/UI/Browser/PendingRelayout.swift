/// A layout of the shown page asked of a worker after a resize or `#`
/// (`PageView.isBig`): what it is for, so the loop asks once per size.
package struct PendingRelayout: Equatable {
    package let ticket: LayoutTicket
    package let width: Int
    package let numbered: Bool
    /// The worker reads the page's own document (`LentPage`), rather than a
    /// parse of its source: the loop holds changes back until it is done.
    package var readsInPlace = false
    /// The source wrapped, rather than the page laid out (`\`).
    package var showsSource = false
}
