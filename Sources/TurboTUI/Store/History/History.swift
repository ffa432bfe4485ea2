import Foundation

/// The visits of every run: loaded from the `HistoryFile` when the browser
/// starts, each new visit appended to it at once (so two runs at the same
/// time both keep theirs), and the file cut back to the newest `cap`
/// entries once it holds `cap + cap / 10`.
public final class History {
    /// 10 000 visits: years of reading for one person, a file of about a megabyte, read in milliseconds.
    public static let defaultCap = 10_000

    let cap: Int
    private let file: HistoryFile?
    private var writesFile = false
    private let now: () -> Date
    /// Oldest first, as in the file; the entries of other runs read at start, then this run's.
    private var entries: [HistoryEntry] = []
    /// Lines the file holds, as far as this run knows (other runs may add more).
    private var linesInFile = 0
    /// The URLs visited, without their fragment, for drawing visited links.
    private var visitedKeys: Set<String> = []
    /// Problems met loading or writing; each kind of write failure is reported once.
    public private(set) var problems: [HistoryProblem] = []

    /// `file` nil: history kept in memory only (`--no-history` has no `History` at all).
    public init(file: URL?, cap: Int = History.defaultCap, now: @escaping () -> Date = Date.init) {
        self.file = file.map(HistoryFile.init(url:))
        self.cap = max(cap, 1)
        self.now = now
        writesFile = load()
    }

    public var fileURL: URL? { file?.url }

    /// Newest first.
    public var newestFirst: [HistoryEntry] { entries.reversed() }

    /// Whether `url` (its fragment aside) was ever visited.
    public func visited(_ url: URL) -> Bool {
        visitedKeys.contains(Self.key(url.absoluteString))
    }

    /// Records a shown page. Nothing is kept of a URL with a user name or
    /// password, or one that is not http(s). Returns a problem the first
    /// time the file cannot take a visit, for the status line.
    @discardableResult
    public func record(url: URL, title: String) -> HistoryProblem? {
        guard let entry = HistoryEntry(time: now(), url: url, title: title) else { return nil }
        entries.append(entry)
        visitedKeys.insert(Self.key(entry.url))
        if entries.count > cap + cap / 10 { entries.removeFirst(entries.count - cap) }
        guard writesFile, let file else { return nil }
        do {
            try file.append(entry)
            linesInFile += 1
        } catch {
            return report(.cannotSave(path: file.url.path, reason: error.reason))
        }
        if linesInFile > cap + cap / 10 { return compact(file) }
        return nil
    }

    private func compact(_ file: HistoryFile) -> HistoryProblem? {
        do {
            try file.compact(keepingNewest: cap)
            linesInFile = cap
            return nil
        } catch {
            return report(.cannotCompact(path: file.url.path, reason: error.reason))
        }
    }

    private func report(_ problem: HistoryProblem) -> HistoryProblem? {
        guard !problems.contains(problem) else { return nil }
        problems.append(problem)
        return problem
    }

    /// Reads the file; false when it must not be written this run.
    private func load() -> Bool {
        guard let file else { return false }
        let formerMode = file.makePrivate()
        switch file.read() {
        case .missing:
            return true
        case .entries(let saved):
            entries = Array(saved.suffix(cap))
            linesInFile = saved.count
            visitedKeys = Set(entries.map { Self.key($0.url) })
            if let formerMode { problems.append(.madePrivate(path: file.url.path, mode: formerMode)) }
            if linesInFile > cap + cap / 10 { _ = compact(file) }
            return true
        case .unreadable(let reason):
            problems.append(.unreadable(path: file.url.path, reason: reason))
            return false
        case .corrupt(let line, let reason):
            guard let movedTo = file.moveAside(now: now()) else {
                problems.append(.corruptLeftInPlace(path: file.url.path, line: line, reason: reason))
                return false
            }
            problems.append(.corruptMovedAside(path: file.url.path, movedTo: movedTo.path, line: line, reason: reason))
            return true
        }
    }

    private static func key(_ url: String) -> String {
        url.firstIndex(of: "#").map { String(url[..<$0]) } ?? url
    }
}
