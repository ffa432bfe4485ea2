/// What one incremental update did: which rows, links and fields it
/// replaced, and how much it laid out again (blocks, not time, so tests can
/// hold it to account).
package struct LayoutUpdate {
    /// The whole page was laid out again.
    package var wholePage = false
    /// Blocks (recorded elements) laid out again, or closed again.
    package var relaidBlocks = 0
    /// In order of application.
    package var rows: [IndexSplice] = []
    package var links: [IndexSplice] = []
    package var fields: [IndexSplice] = []

    /// Where a row before the update is after it; nil when it was laid out
    /// again (or the whole page was).
    package func row(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: rows) }
    package func link(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: links) }
    package func field(after old: Int) -> Int? { wholePage ? nil : IndexSplice.map(old, through: fields) }
}

/// Indices `start ..< start + oldCount` became `newCount` new ones.
package struct IndexSplice: Equatable, Sendable {
    package var start: Int
    package var oldCount: Int
    package var newCount: Int

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
