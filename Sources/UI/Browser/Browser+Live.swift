import Turbo
/// Live updates on the pages on top of the stacks of every tab (turbo-wire
/// S5-S6): each message runs on the page's document through its id index,
/// and the page is laid out again at the same reading position, with the
/// same focus unless its element went away. `refresh` streams wait in the
/// stack's debouncer, so a burst becomes one reload, and one in a tab in
/// the background waits until the tab is shown.
extension Browser {
    package mutating func receive(_ message: LiveMessage) -> [BrowserEffect] {
        let owner = message.owner
        guard let index = state.tabs.index(of: owner.tab) else { return [] }
        let tab = state.tabs.all[index]
        guard let page = tab.stacks[owner.stack].page, page.shownDocument === message.document else { return [] }
        let outcome = StreamProcessor.apply(StreamMessage(html: message.html), to: message.document, index: page.idIndex)
        // Only refreshes: nothing to lay out again.
        let changed = outcome.actionCount > outcome.refreshes.count
        let change = DocumentChange(extent: changed ? .changes(outcome.changes) : .unchanged, streamErrors: outcome.errors,
                                    followsEnd: true)
        if index == state.tabs.shownIndex {
            state.documentChanged(change, in: owner.stack)
        } else {
            // A tab in the background says so in the tab line, not in the status line of the tab shown.
            let rows = state.area(for: owner.stack, of: tab).rows
            state.tabs.withTab(owner.tab) { _ = $0.stacks[owner.stack].apply(change, visibleRows: rows) }
            if !outcome.errors.isEmpty {
                state.tabs.mark(owner.tab, .failed)
            } else if changed || !outcome.refreshes.isEmpty {
                state.tabs.mark(owner.tab, .updated)
            }
        }
        let now = state.now
        for refresh in outcome.refreshes {
            state.tabs.withTab(owner.tab) {
                _ = $0.stacks[owner.stack].refresh.receive(refresh, ownRequests: message.ownRequests, now: now)
            }
        }
        return []
    }

    /// A debounced refresh that is due reloads its page, keeping the place.
    package mutating func fireDueRefreshes() -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        for stack in NavigationStackKind.allCases where state.canRefresh(stack) {
            guard let overrides = state.stacks[stack].refresh.fireRefresh(now: state.now) else { continue }
            // retry, not reload: `pull_to_refresh_enabled: false` is about the user's gesture, not the server's refresh.
            effects += navigate { $0.retry() }
            // The stream's `method` and `scroll` go with the visit to its answer (turbo-wire R3).
            state.stacks[stack].visit.amend { if $0.isRefresh { $0.refreshOverrides = overrides } }
        }
        return effects
    }

    /// Asks the loop to run the live sources of the page on top of each
    /// stack of each tab, except tabs paused after `Tabs.liveBound` in the
    /// background, and to stop the others' (`LiveWatches`).
    package mutating func followLive() -> [BrowserEffect] {
        state.tabs.pauseIdle(now: state.now)
        var wanted: [LiveWatch] = []
        for tab in state.tabs.all where !tab.isPaused {
            for stack in NavigationStackKind.allCases {
                // A page shown while it arrives gets its live sources when it is complete.
                guard let page = tab.stacks[stack].page, page.isComplete, let document = page.shownDocument else { continue }
                wanted.append(LiveWatch(owner: LiveOwner(tab: tab.id, stack: stack), document: document, pageURL: page.url,
                                        sources: page.facts?.liveSources))
            }
        }
        return state.live.follow(wanted)
    }
}
