/// One entry of the snapshot cache. A stale entry keeps the reading position
/// but not the page: showing it again needs a request.
public struct CachedPage<Snapshot> {
    public var scroll: ScrollPosition
    /// Nil once marked stale.
    public var snapshot: Snapshot?
    public var control: SnapshotCacheControl

    public var isStale: Bool { snapshot == nil }
}

extension CachedPage: Sendable where Snapshot: Sendable {}
