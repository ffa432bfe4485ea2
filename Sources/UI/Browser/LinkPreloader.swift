import FoundationEssentials
import Net
import Turbo

/// `a[data-turbo-preload]` (Turbo's `Preloader`, turbo-wire R6): once a
/// page is shown whole, each of its preload links that `PrefetchPolicy`
/// allows and whose page the stack's snapshot cache lacks is fetched
/// (`X-Sec-Purpose: prefetch`), and the answer goes into that cache. A
/// visit to one then shows the copy at once while its fresh answer comes
/// (`Browser.perform`), as Turbo renders a preview.
package enum LinkPreloader {
    /// At most this many preloads per page: a page of thousands of preload links sends no flood.
    package static let limit = 10

    /// After every event: the preloads of each stack's page on top of the
    /// shown tab, once per page (`PageView.preloadsSent`), then those of
    /// each frame rendered into it since (`PageView.framesToPreload`).
    /// `turboDrives`: whether Turbo drives a page. It preloads; a page it
    /// does not drive is a plain browser's, whose links are full loads that
    /// show no cached copy (a request for nothing).
    package static func follow(_ state: inout BrowserState, turboDrives: (PageView) -> Bool) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        let tab = state.tabs.current.id
        for stack in NavigationStackKind.allCases {
            guard let page = state.stacks[stack].page, page.isComplete, !page.preloadsSent || !page.framesToPreload.isEmpty,
                  let document = page.document, let settings = page.prefetchSettings else { continue }
            state.stacks[stack].changePage { page in
                page.preloadsSent = true
                page.framesToPreload = []
            }
            // A worker's walk found no link to preload (the 8 MB page's links
            // are not read on the loop: 10 ms), or Turbo does not drive the page.
            if page.facts?.hasPreloadMarks == false || !turboDrives(page) { continue }
            // Links outside the frames were read when the page was shown.
            let frames = page.preloadsSent ? page.framesToPreload : []
            var urls: [URL] = []
            for link in page.rendered.links where link.element.hasAttribute("data-turbo-preload")
                && (frames.isEmpty || frames.contains { PermanentElements.isInside(link.element, $0) }) {
                guard let url = link.url, urls.count < limit,
                      PrefetchPolicy.preloadExclusion(for: link.element, url: url, page: page.url, document: document,
                                                      settings: settings) == nil,
                      !urls.contains(where: { SnapshotKey($0) == SnapshotKey(url) }),
                      state.stacks[stack].snapshots.preview(for: url) == nil else { continue }
                urls.append(url)
            }
            let owner = LiveOwner(tab: tab, stack: stack)
            for url in urls {
                effects.append(.prefetch(PrefetchFetch(ticket: state.tickets.next(), url: url, referrer: page.url,
                                                       purpose: .preload(owner))))
            }
        }
        return effects
    }

    /// A preload answered: a successful HTML page becomes the stack's
    /// snapshot of its URL, laid out for the stack's area. Anything else is
    /// dropped without a word (Turbo: "If we cannot preload that is ok").
    /// An answer of `maximumBytes` or more is dropped too: it would be parsed on the loop.
    package static func finish(_ fetch: PrefetchFetch, _ result: Result<HTTPResponse, NetError>, in state: inout BrowserState,
                       maximumBytes: Int) {
        guard case .preload(let owner) = fetch.purpose, case .success(let http) = result,
              (200..<300).contains(http.status), http.contentType?.isHTML ?? true, http.body.count < maximumBytes,
              let tab = state.tabs.all.first(where: { $0.id == owner.tab }) else { return }
        let response = VisitResponse(http)
        let width = state.area(for: owner.stack, of: tab).columns
        var page = PageView(url: response.url, status: response.status,
                            content: .document(response.document, source: PageSource(response)), width: width,
                            numbered: state.numberLinks)
        page.responseHeaders = http.headers
        page.phase = .preloaded
        state.tabs.withTab(owner.tab) { tab in
            tab.stacks[owner.stack].snapshots.store(page.forCache(), scroll: .top, for: fetch.url, control: page.cacheControl)
        }
    }
}
