import FoundationEssentials
import HTML
import Net
import Render
import Turbo
import Base

/// Turbo 8's InstantClick in a terminal (turbo-wire R6): a link the reader
/// moves the focus onto and leaves it on for `PrefetchPolicy.delay` is
/// fetched with `X-Sec-Purpose: prefetch`, and following it takes that
/// answer (`PrefetchCache`) instead of asking again: a page visit, or the
/// frame load of a link that drives a `<turbo-frame>`, whose prefetch carries
/// the load's `Turbo-Frame` header. The terminal reports no pointer motion,
/// only buttons, so the reader's moves of the focus stand for the pointer
/// entering a link (Tab, the arrows: `PageSession.focus`); a focus the reader
/// did not move there (back restores it, a new layout keeps it) is no
/// pointer entering, and a link being followed asks for itself. The focus
/// leaving the link drops the prefetch, as Turbo's `mouseleave` does. The
/// wait is a deadline of the loop (`BrowserState.nextDeadline`), never a sleep.
package struct LinkPrefetcher {
    package private(set) var cache = PrefetchCache<HTTPResponse>()
    /// The focused link the cache is for.
    private var watched: Watched?
    /// A load that took the prefetch while it was on its way: its answer is that load's.
    private var adopted: (prefetch: PrefetchTicket, taker: Taker)?

    /// What follows the link: the page visit or the frame load of that ticket.
    package enum Taker: Equatable {
        case visit(VisitTicket)
        case frameLoad(FrameTicket)
    }

    /// A prefetch's answer for the load that took it on its way.
    package enum Handoff {
        case visit(VisitTicket, Result<VisitResponse, VisitFailure>)
        case frameLoad(FrameTicket, Result<HTTPResponse, NetError>)
    }

    private struct Watched {
        weak var element: Element?
        let url: URL
        let frameID: String?
        let entryID: PageEntry.ID?
    }

    /// When the loop must wake to send the scheduled prefetch.
    package var deadline: MonotonicInstant? { cache.deadline }

    /// After every event: a link the reader newly focused is scheduled when
    /// `PrefetchPolicy` allows it, a watched one that lost the focus is
    /// dropped, and a scheduled one whose delay has passed is sent.
    /// `turboDrives`: whether Turbo drives a page. It prefetches; a page it
    /// does not drive is a plain browser's, whose links are full loads that
    /// would not take the answer (a request for nothing).
    package static func follow(_ state: inout BrowserState, turboDrives: (PageView) -> Bool) -> [BrowserEffect] {
        // The reader's move of the focus (`PageSession.focus`), where it lands scheduled here if it is a link that may be prefetched.
        let moved = state.stacks[state.activeStack].readerMovedFocus
        state.stacks[state.activeStack].readerMovedFocus = false
        guard let page = state.activePage, let document = page.document else {
            state.prefetcher.stopWatching()
            return []
        }
        let link = page.focusedLink.map { page.rendered.links[$0] }
        if !state.prefetcher.isWatching(link, on: page, in: document) {
            state.prefetcher.stopWatching()
            if moved, let link, let url = link.url, let settings = page.prefetchSettings,
               PrefetchPolicy.prefetchExclusion(for: link.element, url: url, page: page.url, settings: settings) == nil,
               turboDrives(page) {
                let frameID = PrefetchPolicy.frameID(for: link.element, url: url, document: document)
                state.prefetcher.watched = Watched(element: link.element, url: url, frameID: frameID, entryID: page.entryID)
                state.prefetcher.cache.schedule(url, frameID: frameID, now: state.now, timeToLive: settings.cacheTime)
            }
        }
        guard let due = state.prefetcher.cache.deadline, due <= state.now else { return [] }
        let ticket: PrefetchTicket = state.tickets.next()
        let frameID = state.prefetcher.cache.frameID
        guard let url = state.prefetcher.cache.start(now: state.now, ticket: ticket.number) else { return [] }
        return [.prefetch(PrefetchFetch(ticket: ticket, url: url, referrer: page.url, purpose: .prefetch, frameID: frameID))]
    }

    /// Whether the focused `link` is still the watched one: the same element,
    /// or, on the same page laid out anew (new elements, as after a worker's
    /// layout for a resize), a link to the same URL for the same frame.
    private func isWatching(_ link: LinkTarget?, on page: PageView, in document: Document) -> Bool {
        guard let watched, let link, let url = link.url, SnapshotKey(url) == SnapshotKey(watched.url) else { return false }
        if let element = watched.element, element === link.element { return true }
        return page.entryID == watched.entryID && PrefetchPolicy.frameID(for: link.element, url: url, document: document) == watched.frameID
    }

    private mutating func stopWatching() {
        guard watched != nil || cache.url != nil else { return }
        watched = nil
        cache.clear()
    }

    /// A visit to `url`, or the load of the frame `frameID` from it, starts
    /// as `taker`: the prefetched answer when it is in and fresh; `.fetching`
    /// when it is on its way (`finish` hands its answer to the taker); nil:
    /// the load asks for itself.
    package mutating func take(_ url: URL, frameID: String? = nil, by taker: Taker, now: MonotonicInstant)
        -> PrefetchCache<HTTPResponse>.Found? {
        let found = cache.take(url, frameID: frameID, now: now)
        if case .fetching(let prefetch)? = found { adopted = (PrefetchTicket(number: prefetch), taker) }
        return found
    }

    /// A prefetch answered. Kept when it is a success; nil, or the load
    /// that took it on its way with the answer as that load's.
    package mutating func finish(_ fetch: PrefetchFetch, _ result: Result<HTTPResponse, NetError>) -> Handoff? {
        if let adopted, adopted.prefetch == fetch.ticket {
            self.adopted = nil
            switch adopted.taker {
            case .visit(let visit):
                return .visit(visit, result.map(VisitResponse.init).mapError { VisitFailure(url: fetch.url, error: $0) })
            case .frameLoad(let load):
                return .frameLoad(load, result)
            }
        }
        // A 4xx, 5xx or a failure is not kept: following the link asks again, and shows what that brings.
        let answer = try? result.get()
        cache.finish(ticket: fetch.ticket.number, with: answer.flatMap { (200..<300).contains($0.status) ? $0 : nil })
        return nil
    }
}
