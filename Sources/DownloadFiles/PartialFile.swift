import FoundationEssentials
import Glibc

/// Where a download is written until it is complete: a new file beside the
/// destination (so the rename stays on one file system and is atomic),
/// created with O_EXCL by mkstemp, so it never follows a symbolic link or
/// opens a file someone else made. `commit` renames it over the
/// destination; `discard` removes it.
package final class PartialFile {
    package let destination: String
    package let path: String
    private var descriptor: Int32
    package private(set) var bytesWritten = 0

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// Refuses a destination that is a directory or a symbolic link: the
    /// rename would replace the link itself, not write where it points,
    /// and either would surprise whoever made it.
    package convenience init(destination: String) throws(Failure) {
        var status = stat()
        if lstat(destination, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK: throw Failure(description: "\(destination) is a symbolic link; name the file it points to, or remove it")
            case S_IFDIR: throw Failure(description: "\(destination) is a directory; name a file to save to")
            case S_IFREG: break
            default: throw Failure(description: "\(destination) is not a regular file")
            }
        }
        try self.init(partialFor: destination)
    }

    /// A download's partial file in `directory`, for a file to be called
    /// `name` or, when something has that name (a file, a link, a directory),
    /// `name (1)` and so on: `commitWithoutReplacing` chooses, so nothing
    /// there is refused or replaced.
    package convenience init(in directory: String, naming name: String) throws(Failure) {
        try self.init(partialFor: directory + "/" + name)
    }

    private init(partialFor destination: String) throws(Failure) {
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/." + url.lastPathComponent + ".part-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Failure(description: "cannot write in \(directory): \(String(cString: strerror(errno)))")
        }
        self.destination = destination
        self.descriptor = descriptor
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        if descriptor >= 0 { discard() }
    }

    package func write(_ bytes: [UInt8]) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
            offset += written
        }
        bytesWritten += bytes.count
    }

    /// Flushed to disk, given the mode a new file gets under the umask
    /// (mkstemp makes it 0600), and renamed into place.
    package func commit() throws(Failure) {
        let mask = umask(0o022)
        umask(mask)
        guard fchmod(descriptor, 0o666 & ~mask) == 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw Failure(description: "cannot finish \(path): \(reason)")
        }
        close(descriptor)
        descriptor = -1
        guard rename(path, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw Failure(description: "cannot rename the download to \(destination): \(reason)")
        }
    }

    /// For a download saved beside others: flushed, given `mode` (else the
    /// umask's), and linked to the first of `candidate(0)`, `candidate(1)`...
    /// that does not exist yet, then the partial name removed. link(2) never
    /// replaces a file (EEXIST), so nothing already there is overwritten,
    /// even by two downloads of one name finishing together. The path used.
    package func commitWithoutReplacing(mode: mode_t? = nil, candidate: (Int) -> String) throws(Failure) -> String {
        let mask = umask(0o022)
        umask(mask)
        guard fchmod(descriptor, mode ?? (0o666 & ~mask)) == 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw Failure(description: "cannot finish \(path): \(reason)")
        }
        close(descriptor)
        descriptor = -1
        for attempt in 0..<1000 {
            let target = candidate(attempt)
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            if errno == EEXIST { continue }
            // A file system without hard links: rename, after checking the name is free.
            var status = stat()
            if (errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP), lstat(target, &status) != 0, rename(path, target) == 0 {
                return target
            }
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw Failure(description: "cannot save the download as \(target): \(reason)")
        }
        unlink(path)
        throw Failure(description: "cannot save the download: a thousand files of its name are there already")
    }

    package func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(path)
    }
}
