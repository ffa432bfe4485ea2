import FoundationEssentials
import Base
import Net

/// The bookmarks file: a Netscape bookmark file (`bookmarks.html`), read
/// with the HTML parser and replaced whole, atomically and 0600, on every save.
package struct BookmarksFile: Sendable {
    package let url: URL
    private var store: StoreFile { StoreFile(url: url) }

    package init(url: URL) { self.url = url }

    /// `$XDG_DATA_HOME/turbo-tui/bookmarks.html`, else `~/.local/share/turbo-tui/bookmarks.html`
    /// (bookmarks are data the user keeps, beside the cookie file; a relative path is ignored).
    package static func defaultFile(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: FilePath.joined(data, "turbo-tui/bookmarks.html"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: FilePath.joined(home, ".local/share/turbo-tui/bookmarks.html"))
    }

    /// Exports with many icons run to megabytes; this is far beyond any real one.
    package static let sizeLimit = 64 * 1024 * 1024

    /// Reads the file as the cookie file and the history are read
    /// (`PrivateFileLoad`): made private first, a damaged one moved aside
    /// (kept, reported) and an empty tree started.
    package func load(now: Date = Date()) -> BookmarksLoad {
        let loaded = PrivateFileLoad(.bookmarks, url: url, now: now, makePrivate: store.makePrivate, read: read)
        return BookmarksLoad(bookmarks: loaded.contents ?? Bookmarks(), problems: loaded.problems, canSave: loaded.canWrite)
    }

    package func read() -> PrivateFileRead<Bookmarks> {
        switch store.kind {
        case .missing, .device: return .missing
        case .other: return .unreadable("it is not a regular file")
        case .regular: break
        }
        let bytes: [UInt8]
        do {
            bytes = try store.contents(limit: Self.sizeLimit)
        } catch {
            return .unreadable(error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
            return .corrupt(line: 0, reason: "it is not UTF-8 text")
        }
        switch NetscapeBookmarkReader.read(text) {
        case .success(let bookmarks): return .contents(bookmarks)
        case .failure(let damage): return .corrupt(line: 0, reason: damage.reason)
        }
    }

    /// Replaces the file in one rename; on failure the old file is untouched.
    package func save(_ bookmarks: Bookmarks) throws(PrivateFileProblem) {
        do {
            try store.replace(with: Array(NetscapeBookmarkWriter.text(of: bookmarks).utf8))
        } catch {
            throw PrivateFileProblem(.bookmarks, path: url.path, .cannotSave(reason: error.reason))
        }
    }
}
