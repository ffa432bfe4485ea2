/// What one incremental update did: which rows, links and fields it
/// replaced, and how much it laid out again (blocks, not time, so tests can
/// hold it to account).
public struct LayoutUpdate {
    /// The whole page was laid out again.
    public var wholePage = false
    /// Blocks (recorded elements) laid out again, or closed again.
    public var relaidBlocks = 0
    /// In order of application.
    public var rows: [IndexSplice] = []
    public var links: [IndexSplice] = []
    public var fields: [IndexSplice] = []

    /// Where a row before the update is after it; nil when it was laid out
    /// again (or the whole page was).
    public func row(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: rows) }
    public func link(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: links) }
    public func field(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: fields) }
}

/// Indices `start ..< start + oldCount` became `newCount` new ones.
public struct IndexSplice: Equatable, Sendable {
    public var start: Int
    public var oldCount: Int
    public var newCount: Int

    package static func map(_ old: Int, through splices: [IndexSplice]) -> Int? {
        var index = old
        for splice in splices {
            if index >= splice.start + splice.oldCount {
                index += splice.newCount - splice.oldCount
            } else if index >= splice.start {
                return nil
            }
        }
        return index
    }
}
