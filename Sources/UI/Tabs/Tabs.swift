import Turbo
import FoundationEssentials
import Base
import Net

/// The open tabs in order and which one is shown. The app's tabs (`--tab`)
/// come first, in the order declared, and keep it; the user's tabs follow
/// and move among themselves. There is always at least one tab.
package struct Tabs {
    package private(set) var all: [Tab]
    package private(set) var shownIndex = 0
    private var lastID = 1

    /// A tab in the background this long stops its live sources; shown
    /// again, its page is loaded again (docs/tabs.md).
    package static let liveBound = Duration.seconds(600)

    package init() {
        all = [Tab(id: TabID(rawValue: 1), start: nil, app: nil)]
    }

    /// The shown tab.
    package var current: Tab {
        get { all[shownIndex] }
        _modify { yield &all[shownIndex] }
    }

    package var count: Int { all.count }
    package var appCount: Int { all.prefix { $0.app != nil }.count }

    package func index(of id: TabID) -> Int? { all.firstIndex { $0.id == id } }

    /// Replaces every tab: the app's tab bar, or the first tab, at `Browser.open`.
    /// The empty tab of a browser that never opened a page (nothing in
    /// flight can name it) lends its id to the first: a program that took
    /// the window's handle before the first visit (Capybara's
    /// `current_window`) still holds the window after it.
    package mutating func reset(starts: [(URL, AppTab?)]) {
        let placeholder = all.count == 1 && all[0].start == nil && all[0].navigator == nil ? all[0].id : nil
        all = starts.enumerated().map { index, tab in
            if index == 0, let placeholder { return Tab(id: placeholder, start: tab.0, app: tab.1) }
            lastID += 1
            return Tab(id: TabID(rawValue: lastID), start: tab.0, app: tab.1)
        }
        shownIndex = 0
    }

    /// A new tab after the shown one (after the app's tabs, which keep
    /// their order); not shown yet. Returns its index.
    package mutating func insert(start: URL, app: AppTab? = nil) -> Int {
        lastID += 1
        let index = max(shownIndex + 1, appCount)
        all.insert(Tab(id: TabID(rawValue: lastID), start: start, app: app), at: index)
        if index <= shownIndex { shownIndex += 1 }
        return index
    }

    /// Shows the tab at `index`; the one left starts counting its time in the background.
    package mutating func show(_ index: Int, now: MonotonicInstant) {
        guard all.indices.contains(index), index != shownIndex else { return }
        all[shownIndex].hiddenSince = now
        shownIndex = index
        all[index].hiddenSince = nil
        all[index].mark = nil
    }

    /// Closes the tab at `index` (never the last one); the one to its
    /// right is shown if it was the shown one, else the one to its left.
    package mutating func remove(at index: Int, now: MonotonicInstant) {
        guard all.count > 1, all.indices.contains(index) else { return }
        if index == shownIndex {
            let next = index + 1 < all.count ? index + 1 : index - 1
            show(next, now: now)
        }
        all.remove(at: index)
        if index < shownIndex { shownIndex -= 1 }
    }

    /// Moves the shown user tab one place left (-1) or right (+1) among the
    /// user's tabs. False when it cannot move: an app tab, or the end.
    package mutating func moveShown(by offset: Int) -> Bool {
        let target = shownIndex + offset
        guard all[shownIndex].app == nil, (appCount..<all.count).contains(target) else { return false }
        all.swapAt(shownIndex, target)
        shownIndex = target
        return true
    }

    /// `}` and `{`: the next or previous tab, round the end; or why not.
    package func cycleTarget(by offset: Int) -> Result<Int, Refusal> {
        guard count > 1 else {
            return .failure(Refusal(message: .info("There is one tab (T opens the focused link in a new one, t a URL)")))
        }
        return .success((shownIndex + offset + count) % count)
    }

    /// `c`: close the shown tab, asking first when typed form data would be
    /// lost or when it is one of the app's tabs (they do not come back
    /// until the next run). The last tab is not closed: `q` quits.
    package func closing() -> TabDecision {
        let tab = current
        guard count > 1 else { return .refuse(.info("This is the only tab (q quits)")) }
        if tab.hasUnsentInput {
            return .ask(Question(text: "Close this tab and lose the form data you typed?", action: .closeTab(tab.id)))
        }
        if let app = tab.app {
            return .ask(Question(text: "Close the app's tab \"\(app.title)\" until the next run?", action: .closeTab(tab.id)))
        }
        return .proceed(tab.id)
    }

    /// The shown tab chosen again: an app tab goes back to its root, as
    /// reselecting a native tab does, asking first when typed form data
    /// would be lost; nil for a tab of the user's (nothing happens).
    package func reselecting() -> TabDecision? {
        let tab = current
        guard tab.app != nil else { return nil }
        if tab.hasUnsentInput {
            return .ask(Question(text: "Go back to the tab's first page and lose the form data you typed?", action: .clearTab(tab.id)))
        }
        return .proceed(tab.id)
    }

    /// `>` and `<`: the shown tab moved among the user's tabs; what the
    /// status line says when it cannot move (nil: it moved).
    package mutating func move(by offset: Int) -> StatusMessage? {
        if current.app != nil { return .info("The app's tabs keep their order") }
        if !moveShown(by: offset) { return .info(offset < 0 ? "Already the first tab that moves" : "Already the last tab") }
        return nil
    }

    /// Puts the shown app tab back to its root: a new navigator and new
    /// screens, loaded when the caller opens it.
    package mutating func clearShown() {
        let tab = all[shownIndex]
        all[shownIndex] = Tab(id: tab.id, start: tab.start, app: tab.app)
    }

    /// Marks what happened in a tab in the background (an error outranks an update).
    package mutating func mark(_ id: TabID, _ mark: TabMark) {
        guard let index = index(of: id), index != shownIndex, all[index].mark != .failed else { return }
        all[index].mark = mark
    }

    /// Stops the live sources of tabs in the background for `liveBound`.
    package mutating func pauseIdle(now: MonotonicInstant) {
        for index in all.indices {
            if let since = all[index].hiddenSince, since + Self.liveBound <= now { all[index].isPaused = true }
        }
    }

    /// The tabs in the background that show a page the changed cookies are
    /// sent with (a sign-in or a sign-out in another tab) are stale: their
    /// history reloads, and their page when shown again (`Tab.isStale`).
    package mutating func markStale(by change: CookieChange) {
        for index in all.indices where index != shownIndex && all[index].stacks.pages.contains(where: { change.concerns($0.url) }) {
            all[index].markStale()
        }
    }

    /// Changes the page on top of every stack of every tab (an image's
    /// answer, for whichever page asked for it).
    package mutating func changePages(_ change: (inout PageView) -> Void) {
        for index in all.indices {
            for stack in NavigationStackKind.allCases { all[index].stacks[stack].changePage(change) }
        }
    }

    package mutating func withTab<Result>(_ id: TabID, _ body: (inout Tab) -> Result) -> Result? {
        guard let index = index(of: id) else { return nil }
        return body(&all[index])
    }
}
