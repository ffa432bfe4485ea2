import HTML
/// What running stream messages did: the changes, the streams that could
/// not run (with messages for the status line), and the `refresh` streams
/// to hand to a `RefreshDebouncer`.
package struct StreamOutcome {
    package internal(set) var changes = DOMChanges()
    package internal(set) var errors: [StreamActionError] = []
    /// Each refresh stream, in order.
    package internal(set) var refreshes: [StreamRefresh] = []
    package internal(set) var actionCount = 0

    package init() {}
}
