import Foundation

/// The one cookie jar of a run. Every transport built with it (and so the
/// main and the modal session) sends and stores cookies here; lasting
/// cookies are loaded from and saved to a Netscape cookies.txt.
public final class CookieJar {
    let share = CurlShare()
    private let file: CookieFile?
    private var savesToFile = false
    private let now: @Sendable () -> Date
    /// What the file held after the last load or save, to skip needless writes.
    private var lastWritten: [Cookie]?
    /// Problems met while loading; the caller shows them to the user.
    public private(set) var problems: [CookieJarProblem] = []

    /// Loads `file` when given; `saves` false makes the file read-only for this run.
    public init(file: URL? = nil, saves: Bool = true, now: @escaping @Sendable () -> Date = Date.init) {
        self.file = file.map(CookieFile.init(url:))
        self.now = now
        let loaded = load()
        savesToFile = saves && loaded
    }

    public var fileURL: URL? { file?.url }

    /// Every cookie held now, session cookies included.
    public var cookies: [Cookie] {
        let date = now()
        return share.cookies.filter { !$0.isExpired(at: date) }
    }

    /// The cookies a page at `url` can read (no HttpOnly ones), as
    /// `document.cookie` gives them to Turbo.
    public func scriptVisibleCookies(for url: URL) -> [Cookie] {
        cookies.filter { !$0.httpOnly && $0.applies(to: url) }
    }

    public func add(_ cookie: Cookie) {
        share.add(cookie)
    }

    /// Writes the lasting cookies to the file; session cookies never go to disk.
    public func save() throws(CookieJarProblem) {
        guard savesToFile, let file else { return }
        let lasting = cookies.filter { !$0.isSession }
        guard lasting != lastWritten else { return }
        try file.write(lasting)
        lastWritten = lasting
    }

    /// Reads the file into the jar; false when the file must not be written this run.
    private func load() -> Bool {
        guard let file else { return true }
        // Private before it is read; reported only if it stays in use (a damaged file is moved aside).
        let formerMode = file.makePrivate()
        switch file.read() {
        case .missing:
            lastWritten = [] // no file is created until there is a cookie to keep
            return true
        case .cookies(let saved):
            let date = now()
            let live = saved.filter { !$0.isSession && !$0.isExpired(at: date) }
            live.forEach(share.add)
            lastWritten = saved
            if let formerMode { problems.append(.madePrivate(path: file.url.path, mode: formerMode)) }
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
}
