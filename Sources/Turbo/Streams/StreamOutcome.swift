import HTML
/// What running stream messages did: the changes, the streams that could
/// not run (with messages for the status line), and the `refresh` streams
/// to hand to a `RefreshDebouncer`.
public struct StreamOutcome {
    public internal(set) var changes = DOMChanges()
    public internal(set) var errors: [StreamActionError] = []
    /// Each refresh stream, in order.
    public internal(set) var refreshes: [StreamRefresh] = []
    public internal(set) var actionCount = 0

    public init() {}
}
