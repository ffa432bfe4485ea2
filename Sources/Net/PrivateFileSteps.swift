import FoundationEssentials
import Glibc

/// The file steps every private file of turbo-tui takes (the cookie file,
/// the history, the bookmarks): one place, so a fix to one reaches all.
package enum PrivateFileSteps {
    /// Takes group and other permissions off a regular file; the mode it had,
    /// when it had any. `followingLinks`: a link to the file counts as the
    /// file (the history may be a link to `/dev/full` in tests, or elsewhere).
    package static func makePrivate(_ url: URL, followingLinks: Bool) -> Int? {
        var status = stat()
        let found = followingLinks ? stat(url.path, &status) : lstat(url.path, &status)
        guard found == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_mode & 0o077 != 0 else { return nil }
        return chmod(url.path, 0o600) == 0 ? Int(status.st_mode & 0o777) : nil
    }

    /// Moves a damaged file out of the way as `FILE.corrupt-SECONDS`, keeping
    /// it for the user (and only for them); where it went, or nil.
    package static func moveAside(_ url: URL, now: Date) -> URL? {
        let stamp = Int(now.timeIntervalSince1970)
        for attempt in 0..<100 {
            let suffix = attempt == 0 ? "corrupt-\(stamp)" : "corrupt-\(stamp)-\(attempt)"
            let destination = url.appendingPathExtension(suffix)
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            guard rename(url.path, destination.path) == 0 else { return nil }
            chmod(destination.path, 0o600)
            return destination
        }
        return nil
    }

    /// Writes every byte, going on after EINTR and short writes; false with errno set.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
