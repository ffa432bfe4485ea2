/// What one incremental update did: which rows it replaced, and how much
/// it laid out again (blocks, not time, so tests can hold it to account).
public struct LayoutUpdate {
    /// The whole page was laid out again.
    public var wholePage = false
    /// Blocks (recorded elements) laid out again, or closed again.
    public var relaidBlocks = 0
    /// Rows replaced, in order of application.
    public var splices: [RowSplice] = []

    /// Where a row before the update is after it; nil when it was laid out again.
    public func row(after oldRow: Int) -> Int? {
        guard !wholePage else { return nil }
        var row = oldRow
        for splice in splices {
            if row >= splice.start + splice.oldCount {
                row += splice.newCount - splice.oldCount
            } else if row >= splice.start {
                return nil
            }
        }
        return row
    }
}

/// Rows `start ..< start + oldCount` became `newCount` new rows.
public struct RowSplice: Equatable, Sendable {
    public var start: Int
    public var oldCount: Int
    public var newCount: Int
}
