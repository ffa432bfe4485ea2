import FoundationEssentials
import Net

/// The visits of every run: loaded from the `HistoryFile` when the browser
/// starts, each new visit appended to it at once (so two runs at the same
/// time both keep theirs), and the file cut back to the newest `cap`
/// entries once it holds `cap + cap / 10`.
package final class History {
    /// 10 000 visits: years of reading for one person, a file of about a megabyte, read in milliseconds.
    package static let defaultCap = 10_000

    package let cap: Int
    private let file: HistoryFile?
    private var writesFile = false
    private let now: () -> Date
    /// Oldest first, as in the file; the entries of other runs read at start, then this run's.
    private var entries: [HistoryEntry] = []
    /// Lines the file holds, as far as this run knows (other runs may add more).
    private var linesInFile = 0
    /// Problems met loading or writing; each kind of write failure is reported once.
    package private(set) var problems: [PrivateFileProblem] = []

    /// `file` nil: history kept in memory only (`--no-history` has no `History` at all).
    package init(file: URL?, cap: Int = History.defaultCap, now: @escaping () -> Date = Date.init) {
        self.file = file.map(HistoryFile.init(url:))
        self.cap = max(cap, 1)
        self.now = now
        writesFile = load()
    }

    package var fileURL: URL? { file?.url }

    /// Newest first.
    package var newestFirst: [HistoryEntry] { entries.reversed() }

    /// Oldest first, as in the file: what `VisitedLinks` is seeded with.
    package var oldestFirst: [HistoryEntry] { entries }

    /// Records a shown page. Nothing is kept of a URL with a user name or
    /// password, or one that is not http(s). Returns the entry kept, and a
    /// problem the first time the file cannot take a visit, for the status line.
    @discardableResult
    package func record(url: URL, title: String) -> (entry: HistoryEntry?, problem: PrivateFileProblem?) {
        guard let entry = HistoryEntry(time: now(), url: url, title: title) else { return (nil, nil) }
        entries.append(entry)
        if entries.count > cap + cap / 10 { entries.removeFirst(entries.count - cap) }
        guard writesFile, let file else { return (entry, nil) }
        do {
            try file.append(entry)
            linesInFile += 1
        } catch {
            return (entry, report(PrivateFileProblem(.history, path: file.url.path, .cannotSave(reason: error.reason))))
        }
        if linesInFile > cap + cap / 10 { return (entry, compact(file)) }
        return (entry, nil)
    }

    private func compact(_ file: HistoryFile) -> PrivateFileProblem? {
        do {
            try file.compact(keepingNewest: cap)
            linesInFile = cap
            return nil
        } catch {
            return report(PrivateFileProblem(.history, path: file.url.path, .cannotCompact(reason: error.reason)))
        }
    }

    /// The good lines of a damaged file, moved aside whole, go back in its
    /// place (the newest `cap`); false when they cannot: the copy aside has them.
    private func writeBack(_ saved: [HistoryEntry], to file: HistoryFile) -> Bool {
        do {
            try file.replace(with: Array(saved.suffix(cap)))
            linesInFile = min(saved.count, cap)
            return true
        } catch {
            _ = report(PrivateFileProblem(.history, path: file.url.path, .cannotSave(reason: error.reason)))
            return false
        }
    }

    private func report(_ problem: PrivateFileProblem) -> PrivateFileProblem? {
        guard !problems.contains(problem) else { return nil }
        problems.append(problem)
        return problem
    }

    /// Reads the file (`PrivateFileLoad`, as the cookie file and the
    /// bookmarks are read); false when it must not be written this run.
    private func load() -> Bool {
        guard let file else { return false }
        let loaded = PrivateFileLoad(.history, url: file.url, now: now(), makePrivate: file.makePrivate, read: file.read)
        problems = loaded.problems
        if let saved = loaded.contents {
            entries = Array(saved.suffix(cap))
            linesInFile = saved.count
            if loaded.writesGoodPartBack { return writeBack(saved, to: file) }
            if linesInFile > cap + cap / 10 { _ = compact(file) }
        }
        return loaded.canWrite
    }
}
