import FoundationEssentials
import Base
import Glibc

/// A Netscape cookies.txt on disk: read strictly, so that a damaged file is
/// noticed instead of half-read (its good lines are kept, the file itself
/// set aside, issue 32), and written atomically with mode 0600.
package struct CookieFile {
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    package typealias ReadOutcome = PrivateFileRead<[Cookie]>

    package static let header = """
        # Netscape HTTP Cookie File
        # Written by turbo-tui; lasting cookies only. Edit at your own risk.


        """

    /// A cookie file larger than this is not a cookie file (curl's own jar stays far below).
    package static let maximumBytes = 16 << 20

    package func read() -> ReadOutcome {
        let bytes: [UInt8]
        do {
            guard let contents = try RegularFile.read(url.path, maximumBytes: Self.maximumBytes) else { return .missing }
            bytes = contents
        } catch {
            return .unreadable(error.reason)
        }
        return Self.parse(bytes)
    }

    /// The cookies of a file's bytes, or where it is damaged; no I/O.
    package static func parse(_ bytes: [UInt8]) -> ReadOutcome {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .corrupt(line: 0, reason: "it is not text")
        }
        var cookies: [Cookie] = []
        var firstDamaged: Int?
        var damaged = 0
        // "\r\n" is one Character in Swift: a file written with CRLF endings (on
        // Windows, or by a tool that does) must split at it as at "\n".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, line) in lines.enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.trimmingSpaces().isEmpty { continue }
            if line.hasPrefix("#") && !line.hasPrefix(Cookie.httpOnlyPrefix) { continue }
            guard let cookie = Cookie(netscapeLine: line) else {
                firstDamaged = firstDamaged ?? index + 1
                damaged += 1
                continue
            }
            cookies.append(cookie)
        }
        guard let firstDamaged else { return .contents(cookies) }
        // Not one cookie line: not a cookie file at all, set aside whole.
        guard !cookies.isEmpty else { return .corrupt(line: firstDamaged, reason: "not a cookie line") }
        return .partlyDamaged(cookies, firstLine: firstDamaged, damaged: damaged, reason: "not a cookie line")
    }

    /// Replaces the file in one step: a reader sees the old file or the new
    /// one, never a half-written one. The temporary file is created 0600,
    /// so the cookies are never readable by others, not even for a moment.
    package func write(_ cookies: [Cookie]) throws(PrivateFileProblem) {
        let directory = FilePath.deletingLastComponent(url.path)
        guard FilePath.makeDirectories(directory, mode: 0o700) else {
            throw PrivateFileProblem(.cookies, path: url.path, .cannotSave(reason: "cannot create \(directory)"))
        }
        let text = Self.header + cookies.map { $0.netscapeLine + "\n" }.joinedText()
        let temporary = FilePath.joined(directory, ".\(FilePath.lastComponent(url.path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PrivateFileProblem(.cookies, path: url.path, .cannotSave(reason: String(cString: strerror(errno)))) }
        let written = PrivateFileSteps.writeAll(Array(text.utf8), to: descriptor) && fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard written, rename(temporary, url.path) == 0 else {
            let renameReason = String(cString: strerror(errno))
            unlink(temporary)
            throw PrivateFileProblem(.cookies, path: url.path, .cannotSave(reason: written ? renameReason : reason))
        }
    }

    /// Takes group and other permissions off the file; the mode it had, when it had any.
    package func makePrivate() -> Int? {
        PrivateFileSteps.makePrivate(url, followingLinks: false)
    }
}
