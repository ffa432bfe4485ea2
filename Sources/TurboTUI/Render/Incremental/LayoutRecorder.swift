/// Collects `LayoutRecord`s while a page walk runs, in document order.
/// Only the walk of a whole page (or of a part of it being laid out again)
/// has one; table cells and measuring walks do not.
final class LayoutRecorder {
    private(set) var records: [LayoutRecord] = []
    /// The record new top-level records belong to: nil for a whole page,
    /// the container being resumed for a part.
    var base: LayoutRecord?
    private var open: [LayoutRecord] = []

    init(base: LayoutRecord? = nil) {
        self.base = base
    }

    func begin(_ element: Element, at start: LayoutCheckpoint) -> LayoutRecord {
        let record = LayoutRecord(element: element, parent: open.last ?? base, start: start)
        records.append(record)
        open.append(record)
        return record
    }

    func opened(_ record: LayoutRecord, at inside: LayoutCheckpoint, frame: ContainerFrame) {
        record.opened(at: inside, frame: frame)
    }

    func ended(_ record: LayoutRecord, at end: LayoutCheckpoint) {
        record.ended(at: end)
        open.removeLast()
    }
}
