import Foundation

/// The bookmarks file: a Netscape bookmark file (`bookmarks.html`), read
/// with the HTML parser and replaced whole, atomically and 0600, on every save.
public struct BookmarksFile: Sendable {
    public let url: URL
    private var store: StoreFile { StoreFile(url: url) }

    public init(url: URL) { self.url = url }

    /// `$XDG_DATA_HOME/turbo-tui/bookmarks.html`, else `~/.local/share/turbo-tui/bookmarks.html`
    /// (bookmarks are data the user keeps, beside the cookie file; a relative path is ignored).
    public static func defaultFile(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("turbo-tui/bookmarks.html")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/turbo-tui/bookmarks.html")
    }

    /// Exports with many icons run to megabytes; this is far beyond any real one.
    static let sizeLimit = 64 * 1024 * 1024

    /// Reads the file as the cookie file is read: made private first, a
    /// damaged one moved aside (kept, reported) and an empty tree started.
    public func load(now: Date = Date()) -> BookmarksLoad {
        let formerMode = store.makePrivate()
        switch store.kind {
        case .missing, .device: return BookmarksLoad(bookmarks: Bookmarks(), problems: [], canSave: true)
        case .other:
            return BookmarksLoad(bookmarks: Bookmarks(), problems: [.unreadable(path: url.path, reason: "it is not a regular file")],
                                 canSave: false)
        case .regular: break
        }
        let bytes: [UInt8]
        do {
            bytes = try store.contents(limit: Self.sizeLimit)
        } catch {
            return BookmarksLoad(bookmarks: Bookmarks(), problems: [.unreadable(path: url.path, reason: error.reason)], canSave: false)
        }
        let outcome: Result<Bookmarks, BookmarkFileDamage>
        if let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) {
            outcome = NetscapeBookmarkReader.read(text)
        } else {
            outcome = .failure(BookmarkFileDamage("it is not UTF-8 text"))
        }
        switch outcome {
        case .success(let bookmarks):
            let problems = formerMode.map { [BookmarksProblem.madePrivate(path: url.path, mode: $0)] } ?? []
            return BookmarksLoad(bookmarks: bookmarks, problems: problems, canSave: true)
        case .failure(let damage):
            guard let movedTo = store.moveAside(now: now) else {
                return BookmarksLoad(bookmarks: Bookmarks(), problems: [.corruptLeftInPlace(path: url.path, reason: damage.reason)],
                                     canSave: false)
            }
            return BookmarksLoad(bookmarks: Bookmarks(),
                                 problems: [.corruptMovedAside(path: url.path, movedTo: movedTo.path, reason: damage.reason)],
                                 canSave: true)
        }
    }

    /// Replaces the file in one rename; on failure the old file is untouched.
    public func save(_ bookmarks: Bookmarks) throws(BookmarksProblem) {
        do {
            try store.replace(with: Array(NetscapeBookmarkWriter.text(of: bookmarks).utf8))
        } catch {
            throw .cannotSave(path: url.path, reason: error.reason)
        }
    }
}
