import HTML
/// The outcome of laying out one region again: new lines, links, fields
/// and records for what lay between the region's start and the place where
/// the walk caught up with the old layout, and how far that moves the rest.
package struct LayoutSplice {
    package let region: DirtyRegion
    /// The old checkpoint where the walk caught up.
    package let caughtUp: LayoutCheckpoint
    /// Records from `region.firstReplaced` up to here are replaced.
    package let replacedEnd: Int
    package let lines: [StyledLine]
    package let links: [LinkTarget]
    package let fields: [FieldTarget]
    package let labels: [Element]
    package let newRecords: [LayoutRecord]
    /// Containers the walk closed again, with their new ends.
    package let closed: [(record: LayoutRecord, end: LayoutCheckpoint)]
    /// The innermost record still open where the walk caught up: its end,
    /// and its ancestors' ends, move by `offset`.
    package let enclosing: LayoutRecord?
    package let offset: LayoutOffset

    package var rows: IndexSplice {
        IndexSplice(start: region.start.row, oldCount: caughtUp.row - region.start.row, newCount: lines.count)
    }

    package var linkSplice: IndexSplice {
        IndexSplice(start: region.start.linkCount, oldCount: caughtUp.linkCount - region.start.linkCount, newCount: links.count)
    }

    package var fieldSplice: IndexSplice {
        IndexSplice(start: region.start.fieldCount, oldCount: caughtUp.fieldCount - region.start.fieldCount,
                    newCount: fields.count)
    }
}
