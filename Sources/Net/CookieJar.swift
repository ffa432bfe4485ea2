import FoundationEssentials

/// The one cookie jar of a run. Every transport built with it (and so the
/// main and the modal session) sends and stores cookies here; lasting
/// cookies are loaded from and saved to a Netscape cookies.txt.
package final class CookieJar {
    package let share = CurlShare()
    private let file: CookieFile?
    private var savesToFile = false
    private let now: @Sendable () -> Date
    /// What the file held after the last load or save, to skip needless writes.
    private var lastWritten: [Cookie]?
    /// Problems met while loading; the caller shows them to the user.
    package private(set) var problems: [PrivateFileProblem] = []

    /// Loads `file` when given; `saves` false makes the file read-only for this run.
    package init(file: URL? = nil, saves: Bool = true, now: @escaping @Sendable () -> Date = Date.init) {
        self.file = file.map(CookieFile.init(url:))
        self.now = now
        let loaded = load()
        savesToFile = saves && loaded
    }

    package var fileURL: URL? { file?.url }

    /// Every cookie held now, session cookies included.
    package var cookies: [Cookie] {
        let date = now()
        return share.cookies.filter { !$0.isExpired(at: date) }
    }

    /// The cookies a page at `url` can read (no HttpOnly ones), as
    /// `document.cookie` gives them to Turbo.
    package func scriptVisibleCookies(for url: URL) -> [Cookie] {
        cookies.filter { !$0.httpOnly && $0.applies(to: url) }
    }

    package func add(_ cookie: Cookie) {
        share.add(cookie)
    }

    /// Forgets every cookie of the run (`drive`'s `reset`); the file is
    /// written as usual when the run ends, without them.
    package func removeAll() {
        share.removeAllCookies()
    }

    /// Writes the lasting cookies to the file; session cookies never go to disk.
    package func save() throws(PrivateFileProblem) {
        guard savesToFile, let file else { return }
        let lasting = cookies.filter { !$0.isSession }
        guard lasting != lastWritten else { return }
        try file.write(lasting)
        lastWritten = lasting
    }

    /// Reads the file into the jar (`PrivateFileLoad`: the steps the history
    /// and the bookmarks take too); false when the file must not be written this run.
    private func load() -> Bool {
        guard let file else { return true }
        let loaded = PrivateFileLoad(.cookies, url: file.url, now: now(), makePrivate: file.makePrivate, read: file.read)
        problems = loaded.problems
        switch loaded.contents {
        case nil:
            lastWritten = [] // no file is created until there is a cookie to keep
        case let saved?:
            let date = now()
            saved.filter { !$0.isSession && !$0.isExpired(at: date) }.forEach(share.add)
            // A damaged file was set aside: its good cookies are written back at the next save.
            lastWritten = loaded.writesGoodPartBack ? nil : saved
        }
        return loaded.canWrite
    }
}
