import FoundationEssentials

/// The one cookie jar of a run. Every transport built with it (and so the
/// main and the modal session) sends and stores cookies here; lasting
/// cookies are loaded from and saved to a Netscape cookies.txt.
package final class CookieJar {
    /// libcurl's share handle, made at its first use: the browser makes its
    /// jar at the start, while libcurl may still be loading on its thread
    /// (`CurlGlobal.startLoading`), and what it does before its first
    /// request (the path configuration, the loop, the first screen) need not
    /// wait for that; a run that only reads files never loads libcurl.
    package var share: CurlShare {
        if let madeShare { return madeShare }
        let share = CurlShare()
        cookiesToLoad.forEach(share.add)
        cookiesToLoad = []
        madeShare = share
        return share
    }
    private var madeShare: CurlShare?
    /// The file's lasting cookies, read at the start, held here until the share is made.
    private var cookiesToLoad: [Cookie] = []
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
        return (madeShare?.cookies ?? cookiesToLoad).filter { !$0.isExpired(at: date) }
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
        cookiesToLoad = []
        madeShare?.removeAllCookies()
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
            cookiesToLoad = saved.filter { !$0.isSession && !$0.isExpired(at: date) }
            // A damaged file was set aside: its good cookies are written back at the next save.
            lastWritten = loaded.writesGoodPartBack ? nil : saved
        }
        return loaded.canWrite
    }
}
