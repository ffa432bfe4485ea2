import FoundationEssentials
import Turbo

/// What the tab keys, the tab line and the driver do to the browser
/// (docs/tabs.md). Only the shown tab loads, sends forms and loads frames:
/// leaving a tab cancels its visit in flight and forgets its frame loads
/// (the frames load again when it is shown), and a tab is not left while
/// one of its forms is on its way. Live sources keep running in every tab
/// (`Browser.followLive`) until a tab has been in the background for
/// `Tabs.liveBound`; shown again, a paused tab loads its page again.
package enum TabActions {
    /// Opens `url` in a new tab after the shown one and shows it: the one
    /// way a URL gets a tab of its own (`T`, `t`, N then `T`, the driver's
    /// `tab`, and views that list URLs). A URL the app would not show as a
    /// page (another site, a file, a refused scheme) gets no tab: the shown
    /// tab says or offers it as `g` would.
    package static func open(_ url: URL, in browser: inout Browser) -> [BrowserEffect] {
        guard browser.state.navigator != nil else { return browser.open(url, now: browser.state.now) }
        guard let effects = leave(in: &browser) else { return [] }
        let previous = browser.state.tabs.shownIndex
        let index = browser.state.tabs.insert(start: url)
        browser.state.tabs.show(index, now: browser.state.now)
        let opened = browser.startTab()
        guard browser.state.navigator?.state.main.top == nil else { return effects + opened }
        browser.state.tabs.show(previous, now: browser.state.now)
        browser.state.tabs.remove(at: index, now: browser.state.now)
        return effects + opened + arrive(in: &browser)
    }

    /// `T`: the focused link in a new tab.
    package static func openFocusedLink(in browser: inout Browser) -> [BrowserEffect] {
        guard let url = browser.state.activePage?.focusedURL else {
            browser.state.message = .info("No link is focused (Tab focuses one; t opens a URL in a new tab)")
            return []
        }
        return open(url, in: &browser)
    }

    /// N then `T`: link number N in a new tab.
    package static func openNumberedLink(_ number: Int, in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, let link = page.rendered.links.first(where: { $0.number == number }),
              let url = link.url else {
            browser.state.message = .error("No link number \(number) on this page")
            return []
        }
        return open(url, in: &browser)
    }

    /// Shows the tab at `index` (0-based). The shown app tab again goes
    /// back to its root, as reselecting a native tab does.
    package static func show(_ index: Int, in browser: inout Browser) -> [BrowserEffect] {
        let tabs = browser.state.tabs
        guard tabs.all.indices.contains(index) else {
            browser.state.message = .error("No tab \(index + 1): there \(tabs.count == 1 ? "is 1 tab" : "are \(tabs.count) tabs")")
            return []
        }
        guard index != tabs.shownIndex else {
            switch tabs.reselecting() {
            case .ask(let question): browser.state.overlay = .question(question)
            case .proceed(let id): return clearNow(id, in: &browser)
            case .refuse(let message): browser.state.message = message
            case nil: break
            }
            return []
        }
        guard let effects = leave(in: &browser) else { return [] }
        browser.state.tabs.show(index, now: browser.state.now)
        return effects + arrive(in: &browser)
    }

    /// Closes a tab without asking (a question answered yes, the driver).
    package static func closeNow(_ id: TabID, in browser: inout Browser) -> [BrowserEffect] {
        guard browser.state.tabs.count > 1, let index = browser.state.tabs.index(of: id) else { return [] }
        guard index == browser.state.tabs.shownIndex else {
            browser.state.tabs.remove(at: index, now: browser.state.now)
            return []
        }
        guard let effects = leave(in: &browser) else { return [] }
        browser.state.tabs.remove(at: index, now: browser.state.now)
        return effects + arrive(in: &browser)
    }

    package static func clearNow(_ id: TabID, in browser: inout Browser) -> [BrowserEffect] {
        guard browser.state.tabs.current.id == id, let effects = leave(in: &browser) else { return [] }
        browser.state.tabs.clearShown()
        return effects + browser.startTab()
    }

    /// What the shown tab stops as it is left; nil (and a message) while
    /// one of its forms is on its way, which only its own screen can answer.
    private static func leave(in browser: inout Browser) -> [BrowserEffect]? {
        if browser.state.submitting != nil {
            browser.state.message = .info("A form is on its way: wait for its answer, or Esc to cancel it")
            return nil
        }
        let effects = browser.cancelLoading()
        for stack in NavigationStackKind.allCases { browser.state.stacks[stack].forgetFrameLoads() }
        browser.state.search = nil
        browser.state.searchRow = nil
        browser.state.mousePress = nil
        if browser.state.offer != nil { browser.state.overlay = nil }
        browser.state.message = nil
        return effects
    }

    /// The tab just shown: loaded the first time, loaded again after a
    /// pause or a visit cancelled when it was left, else its frames load again.
    private static func arrive(in browser: inout Browser) -> [BrowserEffect] {
        let wasPaused = browser.state.tabs.current.isPaused
        browser.state.tabs.current.isPaused = false
        guard let navigator = browser.state.navigator else { return browser.startTab() }
        let stack = navigator.state.activeStack
        if wasPaused || browser.state.stacks[stack].page?.entryID != navigator.state.activeEntry?.id {
            return browser.navigate { $0.retry() }
        }
        return NavigationStackKind.allCases.flatMap { browser.state.loadFrames(in: $0) }
    }
}
