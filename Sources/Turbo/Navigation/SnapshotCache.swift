import FoundationEssentials
import Net

/// Turbo's snapshot cache (D7): the last pages shown, keyed by URL without
/// fragment, least recently used dropped first. `Snapshot` is whatever the
/// UI keeps of a page (its DOM or rendered lines), cleaned of
/// `data-turbo-temporary` parts and typed passwords before it is stored.
package struct SnapshotCache<Snapshot> {
    package let capacity: Int
    /// Most recently used last.
    private var order: [SnapshotKey] = []
    private var pages: [SnapshotKey: CachedPage<Snapshot>] = [:]

    package init(capacity: Int = 10) {
        self.capacity = max(1, capacity)
    }

    package var count: Int { order.count }
    package var keys: [SnapshotKey] { order }

    /// Keeps the page as it was left. A `no-cache` page is never kept, and
    /// replaces nothing: an older copy of that URL is dropped too.
    package mutating func store(_ snapshot: Snapshot, scroll: ScrollPosition, for url: URL,
                               control: SnapshotCacheControl = .cache) {
        let key = SnapshotKey(url)
        guard control != .noCache else {
            remove(key)
            return
        }
        pages[key] = CachedPage(scroll: scroll, snapshot: snapshot, control: control)
        touch(key)
        while order.count > capacity {
            pages[order.removeFirst()] = nil
        }
    }

    /// The cached page, counting as a use.
    package mutating func page(for url: URL) -> CachedPage<Snapshot>? {
        let key = SnapshotKey(url)
        guard let page = pages[key] else { return nil }
        touch(key)
        return page
    }

    /// For a restore visit: the snapshot when there is a fresh one, else a
    /// load that keeps the saved scroll position.
    package mutating func restoration(for url: URL) -> SnapshotRestoration<Snapshot> {
        guard let page = page(for: url) else { return .load(scroll: .top) }
        guard let snapshot = page.snapshot else { return .load(scroll: page.scroll) }
        return .show(snapshot, scroll: page.scroll)
    }

    /// What an advance visit may show while its request runs: nothing for
    /// `no-preview` pages or stale ones.
    package mutating func preview(for url: URL) -> Snapshot? {
        guard let page = page(for: url), page.control == .cache else { return nil }
        return page.snapshot
    }

    package mutating func updateScroll(_ scroll: ScrollPosition, for url: URL) {
        pages[SnapshotKey(url)]?.scroll = scroll
    }

    /// Turbo clears its cache after a non-GET form succeeds and after any
    /// form fails: later restore visits must ask the server. Scroll positions
    /// stay, so the reader comes back where they were.
    package mutating func formSubmissionDidFinish(method: HTTPRequest.Method, succeeded: Bool) {
        if method != .get || !succeeded { markAllStale() }
    }

    package mutating func markAllStale() {
        for key in order { pages[key]?.snapshot = nil }
    }

    package mutating func removeAll() {
        order.removeAll()
        pages.removeAll()
    }

    private mutating func touch(_ key: SnapshotKey) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    private mutating func remove(_ key: SnapshotKey) {
        order.removeAll { $0 == key }
        pages[key] = nil
    }
}

extension SnapshotCache: Sendable where Snapshot: Sendable {}
