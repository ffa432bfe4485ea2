import Base
import Turbo

/// The session's page and its live sources (turbo-wire S5-S6): a message
/// runs on the page's document through its id index; its `refresh` streams
/// wait in the debouncer, so a burst becomes one reload.
extension PageSession {
    /// What a live message did to the page, for the one funnel (`documentChange`) and the tab line.
    package struct LiveReceipt {
        package let change: DocumentChange
        /// An action other than `refresh` ran: the page is laid out again.
        package let changedPage: Bool
        package let refreshes: Bool
        package var failed: Bool { !change.streamErrors.isEmpty }
    }

    /// Runs `message` on the page it was sent for (nil: that page is no longer shown).
    package mutating func receive(_ message: LiveMessage, now: MonotonicInstant) -> LiveReceipt? {
        guard let page, page.shownDocument === message.document else { return nil }
        let outcome = StreamProcessor.apply(StreamMessage(html: message.html), to: message.document, index: page.idIndex)
        // Only refreshes: nothing to lay out again.
        let changed = outcome.actionCount > outcome.refreshes.count
        for refresh in outcome.refreshes { _ = self.refresh.receive(refresh, ownRequests: message.ownRequests, now: now) }
        return LiveReceipt(change: DocumentChange(extent: changed ? .changes(outcome.changes) : .unchanged, streamErrors: outcome.errors,
                                                  followsEnd: true),
                           changedPage: changed, refreshes: !outcome.refreshes.isEmpty)
    }

    /// The live sources the loop should run for this page: a page shown
    /// while it arrives gets them when it is complete (nil until then).
    package func liveWatch(for owner: LiveOwner) -> LiveWatch? {
        guard let page, page.isComplete, let document = page.shownDocument else { return nil }
        return LiveWatch(owner: owner, document: document, pageURL: page.url, sources: page.facts?.liveSources)
    }
}
