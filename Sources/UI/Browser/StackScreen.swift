import Turbo
/// One navigation stack on screen: the page on top of it and everything
/// that belongs to that page (the field in use, its lazy frames, its
/// frame requests in flight, a pending `refresh`), plus the stack's
/// snapshot cache of pages left behind (Turbo D7). A new page comes only
/// through `replacePage`, which starts what belongs to a page anew: no
/// reset by hand, no rule kept in a comment.
package struct StackScreen {
    /// The page on top; changed in place through here (scroll, focus,
    /// values, a layout, a promotion's new URL), replaced by `replacePage`.
    package var page: PageView?
    /// The field typed into, its option list open or its file asked for.
    package var fieldInUse: FieldInUse?
    /// Lazy frames of the page, loaded when their row comes into view.
    package var lazyFrames: [FrameLoad] = []
    /// Frame requests in flight for the page, by ticket.
    package var frameLoads: [Int: PendingFrameLoad] = [:]
    /// `refresh` streams waiting to reload the page.
    package var refresh = RefreshDebouncer()
    /// Pages left behind on this stack, for back and forward.
    package var snapshots = SnapshotCache<PageView>()
    /// The page on top was built with assets the server has replaced since
    /// (turbo-wire R5): it is not cached when it leaves.
    package var pageIsOutdated = false

    package init(page: PageView? = nil, fieldInUse: FieldInUse? = nil, lazyFrames: [FrameLoad] = [],
                 frameLoads: [Int: PendingFrameLoad] = [:], refresh: RefreshDebouncer = RefreshDebouncer(),
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
        self = StackScreen(page: page, snapshots: snapshots)
        return previous
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
    }
}
