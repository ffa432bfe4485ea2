import FoundationEssentials
import Base
import Glibc
import Net

/// The file steps the history and the bookmarks share, so both keep a
/// user's file the same way the cookie file does (`Net/CookieFile`): private
/// to its user (0600 in a 0700 directory), replaced in one step, and moved
/// aside rather than overwritten when it is damaged.
package struct StoreFile {
    package let url: URL

    package init(url: URL) { self.url = url }

    package enum Kind: Equatable {
        case missing
        case regular
        /// `/dev/null` (how a user keeps nothing) or `/dev/full` (every write
        /// fails, and says so): read as empty, written straight into.
        case device
        /// Refused, never read or written: a directory, a FIFO, a socket, and
        /// any other device (`/dev/zero` swallowed every visit in silence, and
        /// would never end if read).
        case other
    }

    /// What is at the path, symbolic links followed.
    package var kind: Kind {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return errno == ENOENT ? .missing : .other }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFCHR: return Self.isNullOrFull(status.st_rdev) ? .device : .other
        default: return .other
        }
    }

    private static func isNullOrFull(_ device: dev_t) -> Bool {
        ["/dev/null", "/dev/full"].contains { path in
            var status = stat()
            return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR && status.st_rdev == device
        }
    }

    /// Creates the file's directory 0700 when it is not there; a directory
    /// that exists keeps its mode (it may be the user's own).
    package func makeDirectory() throws(StoreFileError) {
        let directory = FilePath.deletingLastComponent(url.path)
        guard FilePath.makeDirectories(directory, mode: 0o700) else { throw StoreFileError("cannot create \(directory)") }
    }

    /// Reads the whole file, refusing one bigger than `limit` bytes, and
    /// anything that is not a regular file once opened (a FIFO put in its
    /// place after `kind` looked: the open does not wait for a writer).
    package func contents(limit: Int) throws(StoreFileError) -> [UInt8] {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw StoreFileError.fromErrno() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw StoreFileError("it is not a regular file")
        }
        return try Self.readAll(descriptor, limit: limit)
    }

    package static func readAll(_ descriptor: Int32, limit: Int) throws(StoreFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw StoreFileError.fromErrno() }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
            if bytes.count > limit { throw StoreFileError("it is larger than \(limit / (1024 * 1024)) MiB") }
        }
    }

    /// Replaces the file in one step: a reader sees the old file or the new
    /// one, never a half-written one, and a full disk leaves the old one as it
    /// was. The temporary file is created 0600. A device (`/dev/null`,
    /// `/dev/full`) is written straight into instead: it cannot be replaced.
    package func replace(with bytes: [UInt8]) throws(StoreFileError) {
        switch kind {
        case .device: return try writeInto(bytes)
        case .other: throw StoreFileError("it is not a regular file")
        case .missing, .regular: break
        }
        try makeDirectory()
        let target = url.resolvingSymlinksInPath()
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            ".\(target.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreFileError.fromErrno() }
        var failure: StoreFileError?
        if !PrivateFileSteps.writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 { failure = .fromErrno() }
        close(descriptor)
        if failure == nil, rename(temporary.path, target.path) != 0 { failure = .fromErrno() }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
    }

    private func writeInto(_ bytes: [UInt8]) throws(StoreFileError) {
        let descriptor = open(url.path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreFileError.fromErrno() }
        defer { close(descriptor) }
        guard PrivateFileSteps.writeAll(bytes, to: descriptor) else { throw StoreFileError.fromErrno() }
    }

    /// Takes group and other permissions off the file; the mode it had, when it had any.
    package func makePrivate() -> Int? {
        PrivateFileSteps.makePrivate(url, followingLinks: true)
    }
}
