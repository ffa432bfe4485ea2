/// The outcome of laying out one region again: new lines, links, fields
/// and records for what lay between the region's start and the place where
/// the walk caught up with the old layout, and how far that moves the rest.
struct LayoutSplice {
    let region: DirtyRegion
    /// The old checkpoint where the walk caught up.
    let caughtUp: LayoutCheckpoint
    /// Records from `region.firstReplaced` up to here are replaced.
    let replacedEnd: Int
    let lines: [StyledLine]
    let links: [LinkTarget]
    let fields: [FieldTarget]
    let labels: [Element]
    let newRecords: [LayoutRecord]
    /// Containers the walk closed again, with their new ends.
    let closed: [(record: LayoutRecord, end: LayoutCheckpoint)]
    /// The innermost record still open where the walk caught up: its end,
    /// and its ancestors' ends, move by `offset`.
    let enclosing: LayoutRecord?
    let offset: LayoutOffset

    var rows: IndexSplice {
        IndexSplice(start: region.start.row, oldCount: caughtUp.row - region.start.row, newCount: lines.count)
    }

    var linkSplice: IndexSplice {
        IndexSplice(start: region.start.linkCount, oldCount: caughtUp.linkCount - region.start.linkCount, newCount: links.count)
    }

    var fieldSplice: IndexSplice {
        IndexSplice(start: region.start.fieldCount, oldCount: caughtUp.fieldCount - region.start.fieldCount,
                    newCount: fields.count)
    }
}
