import HTML
/// Collects `LayoutRecord`s while a page walk runs, in document order.
/// Only the walk of a whole page (or of a part of it being laid out again)
/// has one; table cells and measuring walks do not.
package final class LayoutRecorder {
    package private(set) var records: [LayoutRecord] = []
    /// The record new top-level records belong to: nil for a whole page,
    /// the container being resumed for a part.
    package var base: LayoutRecord?
    private var open: [LayoutRecord] = []

    package init(base: LayoutRecord? = nil) {
        self.base = base
    }

    package func begin(_ element: Element, at start: LayoutCheckpoint) -> LayoutRecord {
        let record = LayoutRecord(element: element, parent: open.last ?? base, start: start)
        records.append(record)
        open.append(record)
        return record
    }

    package func opened(_ record: LayoutRecord, at inside: LayoutCheckpoint, frame: ContainerFrame) {
        record.opened(at: inside, frame: frame)
    }

    package func ended(_ record: LayoutRecord, at end: LayoutCheckpoint) {
        record.ended(at: end)
        open.removeLast()
    }
}
