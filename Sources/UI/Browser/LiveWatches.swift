import HTML
/// Which documents' live sources the loop runs, by owner, as the reducer
/// last asked. After every event the reducer compares the pages that should
/// be watched (`Tabs.liveWatches`: the top page of each stack of each tab
/// not paused) with these, and asks the loop to start and stop sources by
/// effects: a page that leaves the top of its stack (another page, back,
/// Done, a closed or paused tab) stops its own, and the loop never reads
/// the state to find out.
package struct LiveWatches {
    /// Held, so a document's identity cannot be taken by a new page's.
    private var watched: [LiveOwner: Document] = [:]

    package func isWatching(_ owner: LiveOwner) -> Bool { watched[owner] != nil }

    package mutating func follow(_ wanted: [LiveWatch]) -> [BrowserEffect] {
        let owners = Set(wanted.map(\.owner))
        var effects: [BrowserEffect] = []
        for owner in watched.keys.sorted() where !owners.contains(owner) {
            watched[owner] = nil
            effects.append(.stopLive(owner))
        }
        for watch in wanted where watched[watch.owner] !== watch.document {
            watched[watch.owner] = watch.document
            effects.append(.watchLive(watch))
        }
        return effects
    }
}
