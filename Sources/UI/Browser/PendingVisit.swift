import FoundationEssentials
import Turbo
import Base

/// A visit in flight (`VisitState`): which entry of which stack its page is for.
package struct PendingVisit: Equatable {
    package let ticket: VisitTicket
    package let url: URL
    package let stack: NavigationStackKind
    package let entryID: PageEntry.ID
    /// Where to put the reader when the page arrives (a reload keeps the place).
    package let scroll: ScrollPosition?
    package let startedAt: MonotonicInstant
    /// A replace visit to the shown page's path (turbo-wire D13): its answer
    /// may be morphed into the page instead of replacing it.
    package var isRefresh = false
    /// The `refresh` stream's `method` and `scroll` for this refresh (R3).
    package var refreshOverrides = PageRefreshOverrides()
    /// A full page load (`turbo-visit-control` reload): shown as it comes.
    package var isFullLoad = false
    /// The request visit whose answer this preparation finishes, when the
    /// answer was parsed while it arrived: a part laid out before the worker
    /// adopted the preparation still names that visit, and may reach the
    /// loop after the whole answer did (`Browser.showArriving`).
    package var arrivalTicket: VisitTicket?

    package init(ticket: VisitTicket, url: URL, stack: NavigationStackKind, entryID: PageEntry.ID, scroll: ScrollPosition?,
                 startedAt: MonotonicInstant, isFullLoad: Bool = false) {
        self.ticket = ticket
        self.url = url
        self.stack = stack
        self.entryID = entryID
        self.scroll = scroll
        self.startedAt = startedAt
        self.isFullLoad = isFullLoad
    }

    /// Turbo shows its progress bar only for visits slower than this.
    package static let progressDelay = Duration.milliseconds(500)
}
