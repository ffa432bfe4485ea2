import FoundationEssentials
import HTML
import Turbo

/// The session's part in the navigator's decisions about its own stack: a
/// reload's place, a preview while a visit runs, a page restored from the
/// snapshot cache, an entry promoted onto the page shown.
extension PageSession {
    /// Where a reload of `entry` starts and whether it refreshes: reloading
    /// the page on screen is a refresh (kept in place, maybe morphed); one
    /// shown again from below is not; a page shown only as far as it came is
    /// replaced, not morphed.
    package mutating func reloadPlan(for entry: PageEntry) -> (scroll: ScrollPosition?, refresh: Bool) {
        guard let shown = page, shown.entryID == entry.id else { return (snapshots.page(for: entry.url)?.scroll, false) }
        return (ScrollPosition(topRow: shown.scrollTop), shown.shownDocument != nil && shown.isComplete)
    }

    /// Whether a visit to `url` is a refresh of the page shown (turbo-wire D13).
    package func isRefresh(of url: URL, action: VisitAction) -> Bool {
        guard let shown = page, shown.shownDocument != nil else { return false }
        return PageRefresh.isRefresh(of: shown.url, by: url, action: action)
    }

    /// A page a `data-turbo-preload` link fetched, shown at once while the
    /// visit to `entry` runs (Turbo's preview); nil when there is none, or
    /// the visit is no longer this one's, or the entry is already shown.
    package mutating func preview(for entry: PageEntry) -> PageView? {
        guard visit.pending?.entryID == entry.id, page?.entryID != entry.id,
              var preview = snapshots.preview(for: entry.url), preview.isPreload else { return nil }
        preview.entryID = entry.id
        preview.phase = .complete
        return preview
    }

    /// An entry the navigator promoted onto the page shown (a frame's
    /// `data-turbo-action`, an anchor): the page takes its id and URL. An
    /// anchor pushed on the same page keeps a copy, so back shows the page where the reader left it.
    package mutating func promote(_ entry: PageEntry, leaving: PageEntry?) {
        if let leaving, SnapshotKey(leaving.url) == SnapshotKey(entry.url), let shown = page, let copy = shown.detachedCopy() {
            snapshots.store(copy.forCache(), scroll: ScrollPosition(topRow: shown.scrollTop), for: leaving.url, control: shown.cacheControl)
        }
        adopt(entry)
    }

    /// What going back or forward to `entry` finds in the snapshot cache.
    package enum Restoration {
        /// It is the page shown already.
        case shown
        /// The cached page, with the shown page's permanent elements carried
        /// in (their typed values set, the field in use ended when it went with them).
        case cached(PageView, endedFieldInUse: Bool)
        /// The cached page says reload (`turbo-visit-control`): Turbo loads it in full instead.
        case fullLoad
        /// Not cached: loaded, at the place it was left.
        case load(ScrollPosition?)
    }

    /// The page for `entry` from the snapshot cache, made ready to be placed (`rows`: the stack's area).
    package mutating func restoration(of entry: PageEntry, rows: Int) -> Restoration {
        guard page?.entryID != entry.id else { return .shown }
        switch snapshots.restoration(for: entry.url) {
        case .show(var cached, let scroll):
            guard let document = cached.document else {
                cached.entryID = entry.id
                cached.scrollTop = scroll.topRow
                return .cached(cached, endedFieldInUse: false)
            }
            if VisitControl.requiresReload(document) { return .fullLoad }
            let (values, ended) = carryPermanentElements(into: document, rows: rows)
            for (element, value) in values { cached.set(value, for: element) }
            if !values.isEmpty { cached.documentDidChange() }
            cached.entryID = entry.id
            cached.scrollTop = scroll.topRow
            return .cached(cached, endedFieldInUse: ended)
        case .load(let scroll):
            return .load(scroll)
        }
    }
}
