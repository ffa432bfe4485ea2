import FoundationEssentials
import Store

/// The one answer to "was this page visited?", so that links to visited
/// pages look visited (as in lynx and w3m), and the visits the history view
/// and the `g` prompt's completion read. Seeded at start with the history
/// file's visits (issue 19: visited "from the history", not only this run),
/// then fed each page shown. An anchor is the same page: `/long#bottom` is
/// visited once `/long` was.
package struct VisitedLinks: Equatable, Sendable {
    private var locations: Set<String> = []
    /// Oldest first, as the file keeps them; at most `limit`.
    private var entries: [HistoryEntry] = []

    /// As many visits as the history keeps (`History.defaultCap`): the set
    /// and the list stay a megabyte or two however old the file.
    package static let limit = History.defaultCap

    package init() {}

    /// `entries` oldest first, as `History` reads them; only the newest `limit` are kept.
    package init(history entries: [HistoryEntry]) {
        for entry in entries.suffix(Self.limit) { record(entry) }
    }

    /// A page shown, with or without a history behind it (`--no-history`).
    package mutating func insert(_ url: URL) {
        locations.insert(Self.key(url.absoluteString))
    }

    /// A visit the history recorded: visited, and listed in the history view.
    package mutating func record(_ entry: HistoryEntry) {
        locations.insert(Self.key(entry.url))
        entries.append(entry)
        // Cut a tenth at a time, so a long run does not shift the list at every visit.
        if entries.count > Self.limit + Self.limit / 10 { entries.removeFirst(entries.count - Self.limit) }
    }

    package func contains(_ url: URL) -> Bool {
        locations.contains(Self.key(url.absoluteString))
    }

    /// Each URL once, at its latest visit, newest first: the history view's
    /// list and the completion's candidates (a page read ten times is one line).
    package var newestFirst: [HistoryEntry] {
        var seen: Set<String> = []
        return entries.reversed().filter { seen.insert($0.url).inserted }
    }

    private static func key(_ url: String) -> String {
        // By bytes: found by `Character`, a full history's 10 000 keys took milliseconds of the start.
        url.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(url[..<$0]) } ?? url
    }
}
