/// Live updates on the shown pages (turbo-wire S5-S6): each message runs on
/// the page's document through its id index, and the page is laid out again
/// at the same reading position, with the same focus unless its element
/// went away. `refresh` streams wait in the stack's debouncer, so a burst
/// becomes one reload.
extension Browser {
    mutating func receive(_ message: LiveMessage) -> [BrowserEffect] {
        guard let page = state.stacks[message.stack].page, page.shownDocument === message.document else { return [] }
        let outcome = StreamProcessor.apply(StreamMessage(html: message.html), to: message.document, index: page.idIndex)
        // Only refreshes: nothing to lay out again.
        let changed = outcome.actionCount > outcome.refreshes.count
        documentChanged(DocumentChange(extent: changed ? .changes(outcome.changes) : .unchanged, streamErrors: outcome.errors,
                                       followsEnd: true), in: message.stack)
        for refresh in outcome.refreshes {
            _ = state.stacks[message.stack].refresh.receive(refresh, ownRequests: message.ownRequests, now: state.now)
        }
        return []
    }

    /// A debounced refresh that is due reloads its page, keeping the place.
    mutating func fireDueRefreshes() -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        guard let navigator else { return [] }
        for stack in NavigationStackKind.allCases where state.canRefresh(stack) {
            guard let overrides = state.stacks[stack].refresh.fireRefresh(now: state.now) else { continue }
            // retry, not reload: `pull_to_refresh_enabled: false` is about the user's gesture, not the server's refresh.
            effects += perform(navigator.retry())
            // The stream's `method` and `scroll` go with the visit to its answer (turbo-wire R3).
            if state.loading?.isRefresh == true { state.loading?.refreshOverrides = overrides }
        }
        return effects
    }
}
