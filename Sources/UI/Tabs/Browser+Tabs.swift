import FoundationEssentials
import Turbo

/// The tab commands, routed (docs/tabs.md): `Tabs` decides and keeps the
/// tabs; the shown tab's sessions stop what they do as it is left
/// (`BrowserState.leaveShownTab`). Only the shown tab loads, sends forms
/// and loads frames: leaving a tab cancels its visit in flight and forgets
/// its frame loads (the frames load again when it is shown), and a tab is
/// not left while one of its forms is on its way. Live sources keep running
/// in every tab (`Tabs.liveWatches`) until a tab has been in the
/// background for `Tabs.liveBound`; shown again, a paused tab loads its page again.
extension Browser {
    /// Opens `url` in a new tab after the shown one and shows it: the one
    /// way a URL gets a tab of its own (`T`, `t`, N then `T`, the driver's
    /// `tab`, and views that list URLs). A URL the app would not show as a
    /// page (another site, a file, a refused scheme) gets no tab: the shown
    /// tab says or offers it as `g` would.
    package mutating func openTab(_ url: URL) -> [BrowserEffect] {
        guard state.navigator != nil else { return open(url, now: state.now) }
        // A web page's file: link gets no tab: the shown tab refuses it as it refuses it for `g` (`SchemeRule`).
        if url.isFileURL, state.activePage?.url.isFileURL == false { return propose(url) }
        guard let effects = state.leaveShownTab() else { return [] }
        let previous = state.tabs.shownIndex
        let index = state.tabs.insert(start: url)
        state.tabs.show(index, now: state.now)
        let opened = startTab()
        guard state.navigator?.state.main.top == nil else { return effects + opened }
        state.tabs.show(previous, now: state.now)
        state.tabs.remove(at: index, now: state.now)
        return effects + opened + arriveInTab()
    }

    /// A new tab after the shown one, shown, with its navigator and no page
    /// yet: the browsing context a form with `target=_blank` sends its answer
    /// to (`Browser.send`), whose answer becomes the tab's first page. `url`
    /// names the tab until then. Nil (and a message) when the shown tab cannot be left.
    package mutating func openTabForAnswer(to url: URL) -> [BrowserEffect]? {
        guard state.navigator != nil, let effects = state.leaveShownTab() else { return nil }
        let index = state.tabs.insert(start: url)
        state.tabs.show(index, now: state.now)
        return effects + startTab(loadingStart: false)
    }

    /// Shows the tab at `index` (0-based). The shown app tab again goes
    /// back to its root, as reselecting a native tab does.
    package mutating func showTab(_ index: Int) -> [BrowserEffect] {
        let tabs = state.tabs
        guard tabs.all.indices.contains(index) else {
            state.chrome.message = .error("No tab \(index + 1): there \(tabs.count == 1 ? "is 1 tab" : "are \(tabs.count) tabs")")
            return []
        }
        guard index != tabs.shownIndex else {
            switch tabs.reselecting() {
            case .ask(let question): state.chrome.overlay = .question(question)
            case .proceed(let id): return clearTab(id)
            case .refuse(let message): state.chrome.message = message
            case nil: break
            }
            return []
        }
        guard let effects = state.leaveShownTab() else { return [] }
        state.tabs.show(index, now: state.now)
        return effects + arriveInTab()
    }

    /// Closes a tab without asking (a question answered yes, the driver).
    package mutating func closeTab(_ id: TabID) -> [BrowserEffect] {
        guard state.tabs.count > 1, let index = state.tabs.index(of: id) else { return [] }
        guard index == state.tabs.shownIndex else {
            state.tabs.remove(at: index, now: state.now)
            return []
        }
        guard let effects = state.leaveShownTab() else { return [] }
        state.tabs.remove(at: index, now: state.now)
        return effects + arriveInTab()
    }

    /// The shown app tab back to its root: its navigator goes, and it starts again.
    package mutating func clearTab(_ id: TabID) -> [BrowserEffect] {
        guard state.tabs.current.id == id, let effects = state.leaveShownTab() else { return [] }
        state.tabs.clearShown()
        return effects + startTab()
    }

    /// The tab just shown: loaded the first time, loaded again after a
    /// pause, a visit cancelled when it was left or a change of its site's
    /// cookies (`Tab.isStale`), else its frames load again.
    private mutating func arriveInTab() -> [BrowserEffect] {
        let wasPaused = state.tabs.current.isPaused
        state.tabs.current.isPaused = false
        let wasStale = state.tabs.current.takeStaleness()
        guard let navigator = state.navigator else { return startTab() }
        let stack = navigator.state.activeStack
        if wasStale && state.tabs.current.hasUnsentInput {
            // Typed text is not thrown away for a reload nobody asked for.
            state.chrome.message = .info("Signed in or out since this page was shown: r reloads it")
        } else if wasPaused || wasStale || state.stacks[stack].page?.entryID != navigator.state.activeEntry?.id {
            return navigate { $0.retry() }
        }
        return NavigationStackKind.allCases.flatMap { state.loadFrames(in: $0) }
    }
}

extension BrowserState {
    /// What the shown tab stops as it is left; nil (and a chrome.message) while
    /// one of its forms is on its way, which only its own screen can answer.
    package mutating func leaveShownTab() -> [BrowserEffect]? {
        if submitting != nil {
            chrome.message = .info("A form is on its way: wait for its answer, or Esc to cancel it")
            return nil
        }
        let effects = cancelLoading()
        for stack in NavigationStackKind.allCases { stacks[stack].forgetFrameLoads() }
        mouse.letGo()
        chrome.leaveTab()
        return effects
    }

    /// Stops the visit in flight (in `stack` only, when given): its session forgets it, the loop cancels it.
    package mutating func cancelLoading(in stack: NavigationStackKind? = nil) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for kind in NavigationStackKind.allCases where stack == nil || kind == stack {
            guard stacks[kind].visit != .idle else { continue }
            stacks[kind].visit = .idle
            effects.append(.cancelVisit(kind))
        }
        return effects
    }
}
