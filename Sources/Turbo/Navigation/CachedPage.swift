/// One entry of the snapshot cache. A stale entry keeps the reading position
/// but not the page: showing it again needs a request.
package struct CachedPage<Snapshot> {
    package var scroll: ScrollPosition
    /// Nil once marked stale.
    package var snapshot: Snapshot?
    package var control: SnapshotCacheControl

    package var isStale: Bool { snapshot == nil }
}

extension CachedPage: Sendable where Snapshot: Sendable {}
