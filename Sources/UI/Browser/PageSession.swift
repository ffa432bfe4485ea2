import HTML
import Turbo
/// One navigation stack's session: the page on top of it and everything
/// that belongs to that page (the field in use, its lazy frames, its
/// frame requests in flight, a pending `refresh`), the stack's visit in
/// flight (`VisitState`), and the stack's snapshot cache of pages left
/// behind (Turbo D7). A new page comes only
/// through `replacePage`, which starts what belongs to a page anew: no
/// reset by hand, no rule kept in a comment.
package struct PageSession {
    /// The page on top: replaced only by `replacePage` (the compiler keeps
    /// every other way out), changed in place only through `changePage`
    /// (scroll, focus, values, a layout, a promotion's new URL).
    package private(set) var page: PageView?
    /// The field typed into, its option list open or its file asked for.
    package var fieldInUse: FieldInUse?
    /// Lazy frames of the page, loaded when their row comes into view.
    package var lazyFrames: [FrameLoad] = []
    /// Frame requests in flight for the page, by ticket.
    package var frameLoads: [FrameTicket: PendingFrameLoad] = [:]
    /// Requests in flight for the documents of the page's iframes, by ticket: the iframe each is for.
    package var iframeLoads: [IframeTicket: Element] = [:]
    /// `refresh` streams waiting to reload the page.
    package var refresh = RefreshDebouncer()
    /// The stack's visit in flight: it outlives the page it replaces (a page shown while it arrives is placed under it).
    package var visit = VisitState.idle
    /// The form this stack's session is sending; its page stays on screen until the answer.
    package var form: FormInFlight?
    /// The last form of this stack that failed on the network (or was cancelled), for `r` to send again.
    package var failedForm: FormToSend?
    /// The forms whose answers are pages of this stack's history, by entry:
    /// a classic form's answer to a POST, which a reload sends again (after
    /// asking), as a browser does. Only the newest few are kept.
    package var resendable = ResendableForms()
    /// Pages left behind on this stack, for back and forward.
    package var snapshots = SnapshotCache<PageView>()
    /// The page on top was built with assets the server has replaced since
    /// (turbo-wire R5): it is not cached when it leaves.
    package var pageIsOutdated = false
    /// The reader moved the focus (a key, a click, a drive command) since the
    /// prefetcher last looked: it stands for a pointer entering a link
    /// (`LinkPrefetcher.follow` reads it once; following a link clears it).
    package var readerMovedFocus = false

    package init(page: PageView? = nil, fieldInUse: FieldInUse? = nil, lazyFrames: [FrameLoad] = [],
                 frameLoads: [FrameTicket: PendingFrameLoad] = [:], refresh: RefreshDebouncer = RefreshDebouncer(),
                 snapshots: SnapshotCache<PageView> = SnapshotCache<PageView>(), pageIsOutdated: Bool = false) {
        self.page = page
        self.fieldInUse = fieldInUse
        self.lazyFrames = lazyFrames
        self.frameLoads = frameLoads
        self.refresh = refresh
        self.snapshots = snapshots
        self.pageIsOutdated = pageIsOutdated
    }

    /// Puts `page` on top (nil: the stack shows nothing). Returns the page it replaces.
    @discardableResult
    package mutating func replacePage(with page: PageView?) -> PageView? {
        let previous = self.page
        let (previousVisit, sending, failed) = (visit, form, failedForm)
        self = PageSession(page: page, snapshots: snapshots)
        // The stack's requests are the session's, not the page's.
        (self.visit, self.form, self.failedForm) = (previousVisit, sending, failed)
        return previous
    }

    /// Puts a page on top for a new entry or visit; the page it covers goes
    /// to the snapshot cache, with its scroll position, for back and forward
    /// (not a part shown while it arrived, which back loads again, nor an
    /// outdated one). True when a file path being typed went with it, unread.
    package mutating func place(_ new: PageView) -> Bool {
        let droppedPath = fieldInUse?.filePrompt != nil
        if let previous = page, previous.entryID != new.entryID, !pageIsOutdated, previous.isComplete {
            snapshots.store(previous.forCache(), scroll: ScrollPosition(topRow: previous.scrollTop), for: previous.url,
                            control: previous.cacheControl)
        }
        replacePage(with: new)
        return droppedPath
    }

    /// Android's behaviour (`HotwireWebFragmentDelegate`): a visit that fails
    /// leaves the last copy of its page on screen, marked stale, instead of an
    /// error view: the page itself when it was the one shown (a reload), else
    /// its snapshot from the stack's cache. False when there is neither.
    package mutating func showStaleCopy(for visit: PendingVisit, because reason: String) -> Bool {
        if let shown = page, shown.entryID == visit.entryID, shown.document != nil, shown.isComplete {
            changePage { $0.staleBecause = reason }
            return true
        }
        guard let cached = snapshots.page(for: visit.url), var copy = cached.snapshot, copy.document != nil else { return false }
        copy.entryID = visit.entryID
        copy.scrollTop = cached.scroll.topRow
        copy.staleBecause = reason
        // The status line says why the copy is shown (the caller), not what the page took with it.
        _ = place(copy)
        return true
    }

    /// The same entry shown from another document (a form's 4xx or 5xx
    /// answer rendered where the form was): what belonged to the old
    /// document goes (the field in use, its frames and lazy frames), what
    /// belongs to the entry stays (a `refresh` waiting for the form's answer fires after it).
    package mutating func renderAgain(with page: PageView) {
        let waiting = refresh
        replacePage(with: page)
        refresh = waiting
    }

    /// Changes the page on top in place (nothing when there is none): it
    /// stays the same page, so what belongs to it (the field in use, its
    /// frames, its refresh) stays too.
    package mutating func changePage(_ change: (inout PageView) -> Void) {
        guard page != nil else { return }
        change(&page!)
    }

    /// The page laid out anew from its own source on a worker (a big page as
    /// loaded, after a resize), in the place of its old layout: the same page
    /// to the reader, with what belongs to it.
    package mutating func takeLayout(from fresh: PageView) {
        page = page?.laidOutAgain(as: fresh)
    }

    /// The one funnel for a change of the page's document in place (a live
    /// or a form's stream, a frame answer, a morph refresh, permanent
    /// elements moved out): lays the page out again at the reader's place
    /// with the focus on its element, and keeps the field in use on its
    /// element; one whose element left the page ends. Returns whether it did.
    package mutating func apply(_ change: DocumentChange, visibleRows rows: Int) -> Bool {
        guard let shown = page else { return false }
        let atEnd = change.followsEnd && shown.lines.count > rows && shown.scrollTop >= shown.lines.count - rows
        switch change.extent {
        case .changes(let changes): page?.documentDidChange(changes)
        case .wholePage: page?.documentDidChange()
        case .unchanged: break
        }
        if atEnd, let lines = page?.lines.count { page?.scrollTop = max(0, lines - rows) }
        guard let inUse = fieldInUse, page?.fieldIndex(of: inUse.element) == nil else { return false }
        fieldInUse = nil
        return true
    }

    /// The page's answers in flight are not wanted any more (a morph refresh reloads its frames).
    package mutating func forgetFrameLoads() {
        frameLoads = [:]
        lazyFrames = []
        iframeLoads = [:]
    }
}
