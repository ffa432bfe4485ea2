/// A page's images by URL: each is fetched and drawn once however often the
/// page shows it. The cache is a value the page owns, so it goes with the
/// page (issue 36: dropped with the page); a ready grid is for one box, and
/// a box that changes (a resize) asks again.
package struct ImageCache: Sendable {
    package enum Entry: Sendable {
        /// Fetching or decoding; the box is reserved meanwhile.
        case pending(CellBox?)
        case ready(SymbolGrid)
        case refused(ImageRefusal)
    }

    private var entries: [String: Entry] = [:]

    package init() {}

    package subscript(url: String) -> Entry? {
        entries[url]
    }

    /// Marks `url` as asked for; false when it already was (nothing to fetch).
    package mutating func ask(_ url: String, reserving box: CellBox?) -> Bool {
        guard entries[url] == nil else { return false }
        entries[url] = .pending(box)
        return true
    }

    package mutating func finish(_ url: String, with result: Result<SymbolGrid, ImageRefusal>) {
        switch result {
        case let .success(grid): entries[url] = .ready(grid)
        case let .failure(refusal): entries[url] = .refused(refusal)
        }
    }

    package var count: Int { entries.count }
}
