import Turbo
import Base

/// Live updates, routed: the page session of the tab and stack the message
/// is for runs it (`PageSession.receive`); the change then goes through the
/// one funnel for the tab shown, and to the tab line for one in the
/// background. The loop runs the live sources `Tabs.liveWatches` names.
extension Browser {
    package mutating func receive(_ message: LiveMessage) -> [BrowserEffect] {
        let owner = message.owner
        guard let index = state.tabs.index(of: owner.tab) else { return [] }
        let rows = state.area(for: owner.stack, of: state.tabs.all[index]).rows
        let now = state.now
        var receipt: PageSession.LiveReceipt?
        state.tabs.withTab(owner.tab) { receipt = $0.stacks[owner.stack].receive(message, now: now) }
        guard let receipt else { return [] }
        if index == state.tabs.shownIndex {
            state.documentChanged(receipt.change, in: owner.stack)
        } else {
            // A tab in the background says so in the tab line, not in the status line of the tab shown.
            state.tabs.withTab(owner.tab) { _ = $0.stacks[owner.stack].apply(receipt.change, visibleRows: rows) }
            if receipt.failed {
                state.tabs.mark(owner.tab, .failed)
            } else if receipt.changedPage || receipt.refreshes {
                state.tabs.mark(owner.tab, .updated)
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
}

extension Tabs {
    /// The live sources of the page on top of each stack of each tab, except
    /// tabs paused after `liveBound` in the background (pausing those now).
    package mutating func liveWatches(now: MonotonicInstant) -> [LiveWatch] {
        pauseIdle(now: now)
        return all.filter { !$0.isPaused }.flatMap { tab in
            NavigationStackKind.allCases.compactMap { tab.stacks[$0].liveWatch(for: LiveOwner(tab: tab.id, stack: $0)) }
        }
    }
}
