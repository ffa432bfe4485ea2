import FoundationEssentials
import Turbo
import Base

/// One tab (issue 19): its own navigator (main and modal stacks) and the
/// screens of its stacks (the pages on top, the fields in use, frames,
/// snapshot caches). What stands over the screen (the overlay, the status
/// line, the request in flight, the downloads) is `BrowserState`'s, whichever
/// tab is shown. Every tab goes through the loop's one transport, so one
/// cookie jar: a sign-in in any tab's modal signs every tab in, as the
/// shared process pool does on iOS.
package struct Tab {
    package let id: TabID
    /// Nil until the tab is first shown: tabs load lazily, as the native tab bars do.
    /// Changed only by `decide` (from `Browser.navigate`): the compiler keeps every other change out.
    package private(set) var navigator: Navigator?
    package var stacks = PageSessions()
    /// What the tab opens when first shown; an app tab's root. Nil only for
    /// the one tab before `Browser.open`.
    package let start: URL?
    /// Set for the tabs of the app's tab bar (`--tab`, the `tab` setting).
    package let app: AppTab?
    /// When the tab was last left; nil while it is shown.
    package var hiddenSince: MonotonicInstant?
    package var mark: TabMark?
    /// Its live sources were stopped after `Tabs.liveBound` in the
    /// background; shown again, its page is loaded again.
    package var isPaused = false
    /// The shared jar changed cookies its page is sent with while it was in
    /// the background (a sign-in or a sign-out in another tab): shown again,
    /// its page is loaded again, as Hotwire Native reloads after an
    /// authentication change, rather than keep saying "Not signed in".
    package private(set) var isStale = false

    /// For the tab line: an app tab's declared title, else the page's.
    package var title: String {
        if let app { return app.title }
        if let page = stacks[.main].page { return page.title }
        return start?.absoluteString ?? "turbo-tui"
    }

    /// What a tab opened without a page is named after until its first visit.
    package static let blank = URL(string: "about:blank")!

    package var hasUnsentInput: Bool { stacks.pages.contains { $0.hasUnsentInput } }

    /// Stale (`isStale`), its history too: back loads a page again rather than show its signed-out copy.
    package mutating func markStale() {
        isStale = true
        _ = decide(making: { nil }) { navigator in
            navigator.markAllNeedReload()
            return []
        }
    }

    /// Shown again: `true` once when it was stale.
    package mutating func takeStaleness() -> Bool {
        defer { isStale = false }
        return isStale
    }

    /// The tab's navigator decides (made with `make` when the tab has none
    /// yet): its decisions, for `Browser.perform` to route.
    package mutating func decide(making make: () -> Navigator?,
                                 _ decide: (inout Navigator) -> [NavigationEffect]) -> [NavigationEffect] {
        if navigator == nil { navigator = make() }
        guard navigator != nil else { return [] }
        return decide(&navigator!)
    }
}
