/// How a restore visit (back, forward, a pop) shows a page: from the cache
/// with no request, or by loading it and then scrolling where the reader was.
package enum SnapshotRestoration<Snapshot> {
    case show(Snapshot, scroll: ScrollPosition)
    case load(scroll: ScrollPosition)
}

extension SnapshotRestoration: Sendable where Snapshot: Sendable {}
extension SnapshotRestoration: Equatable where Snapshot: Equatable {}
