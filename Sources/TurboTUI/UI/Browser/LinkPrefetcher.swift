import Foundation

/// Turbo 8's InstantClick in a terminal (turbo-wire R6): a link that keeps
/// the focus for `PrefetchPolicy.delay` is fetched with `X-Sec-Purpose:
/// prefetch` (the terminal reports no pointer motion, only buttons, so the
/// focus stands for the pointer: Tab, the arrows, a click's press), and a
/// visit to it takes that answer (`PrefetchCache`) instead of asking again.
/// The focus moving on drops it, as Turbo's `mouseleave` does. The wait
/// is a deadline of the loop (`BrowserState.nextDeadline`), never a sleep.
struct LinkPrefetcher {
    private(set) var cache = PrefetchCache<HTTPResponse>()
    /// The focused link the cache is for, compared by element and URL.
    private var watched: Watched?
    /// A visit that took the prefetch while it was on its way: its answer is that visit's.
    private var adopted: (prefetch: Int, visit: Int)?

    private struct Watched {
        weak var element: Element?
        let url: URL?
    }

    /// When the loop must wake to send the scheduled prefetch.
    var deadline: ContinuousClock.Instant? { cache.deadline }

    /// After every event: a link newly focused is scheduled when
    /// `PrefetchPolicy` allows it, and a scheduled one whose delay has
    /// passed is sent.
    static func follow(_ state: inout BrowserState) -> [BrowserEffect] {
        guard let page = state.activePage else {
            _ = state.prefetcher.watch(nil)
            return []
        }
        let link = page.focusedLink.map { page.rendered.links[$0] }
        if state.prefetcher.watch(link), let link, let url = link.url, let document = page.document,
           PrefetchPolicy.prefetchExclusion(for: link.element, url: url, page: page.url, document: document) == nil {
            state.prefetcher.cache.schedule(url, now: state.now, timeToLive: PrefetchPolicy.cacheTime(in: document))
        }
        guard let due = state.prefetcher.cache.deadline, due <= state.now else { return [] }
        let ticket = state.tickets.next()
        guard let url = state.prefetcher.cache.start(now: state.now, ticket: ticket) else { return [] }
        return [.prefetch(PrefetchFetch(ticket: ticket, url: url, referrer: page.url, purpose: .prefetch))]
    }

    /// True when `link` is not the one watched: the cache is dropped and
    /// the new link watched.
    private mutating func watch(_ link: LinkTarget?) -> Bool {
        if let watched, watched.element != nil, watched.element === link?.element, watched.url == link?.url { return false }
        if watched == nil && link == nil { return false }
        watched = link.map { Watched(element: $0.element, url: $0.url) }
        cache.clear()
        return true
    }

    /// A visit to `url` starts as `visit`: the prefetched answer when it is
    /// in and fresh; `.fetching` when it is on its way (its answer will be
    /// handed to the visit by `finish`); nil: the visit asks for itself.
    mutating func take(_ url: URL, visit: Int, now: ContinuousClock.Instant) -> PrefetchCache<HTTPResponse>.Found? {
        let found = cache.take(url, now: now)
        if case .fetching(let prefetch)? = found { adopted = (prefetch, visit) }
        return found
    }

    /// A prefetch answered. Kept when it is a success; nil, or the visit
    /// that took it on its way with the answer as that visit's.
    mutating func finish(_ fetch: PrefetchFetch, _ result: Result<HTTPResponse, NetError>)
        -> (visit: Int, result: Result<VisitResponse, VisitFailure>)? {
        if let adopted, adopted.prefetch == fetch.ticket {
            self.adopted = nil
            return (adopted.visit, result.map(VisitResponse.init).mapError { VisitFailure(url: fetch.url, error: $0) })
        }
        // A 4xx, 5xx or a failure is not kept: following the link asks again, and shows what that brings.
        let answer = try? result.get()
        cache.finish(ticket: fetch.ticket, with: answer.flatMap { (200..<300).contains($0.status) ? $0 : nil })
        return nil
    }
}
