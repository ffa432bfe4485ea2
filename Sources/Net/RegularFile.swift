import FoundationEssentials
import Glibc
import Base

/// Reads a whole file named by the user or kept by turbo-tui, bounded: what is
/// not a regular file (`/dev/zero` and `/dev/full` would never end, a FIFO would
/// block) or is larger than the limit is refused with a reason instead of read.
/// Reads with read(2): Foundation's `Data(contentsOf:)` leaks on empty files.
package enum RegularFile {
    package struct Problem: Error, Equatable {
        package let reason: String
        /// Set when the file is too large, so callers can name the limit and its option.
        package var limit: Int?
    }

    /// The contents, nil when there is no such file (nor can be: a path through a file).
    package static func read(_ path: String, maximumBytes: Int) throws(Problem) -> [UInt8]? {
        var bytes: [UInt8] = []
        let found = try read(path, maximumBytes: maximumBytes, sizeHint: { bytes.reserveCapacity($0) }) { bytes += $0 }
        return found ? bytes : nil
    }

    /// The contents in pieces of up to 64 KiB, as they are read (the dump
    /// parses a page this way without holding it whole); false when there is
    /// no such file. `sizeHint` gets the file's size before the first piece.
    package static func read(_ path: String, maximumBytes: Int, sizeHint: (Int) -> Void = { _ in },
                     each: (UnsafeBufferPointer<UInt8>) -> Void) throws(Problem) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            guard errno == ENOENT || errno == ENOTDIR else { throw Problem(reason: String(cString: strerror(errno))) }
            return false
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Problem(reason: String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw Problem(reason: "it is not a regular file") }
        let tooLarge = Problem(reason: "it is larger than \(ByteCount.format(maximumBytes))", limit: maximumBytes)
        guard Int(status.st_size) <= maximumBytes else { throw tooLarge }
        sizeHint(Int(status.st_size))
        var total = 0
        var grew = false
        let failed = DescriptorReader.readToEnd(descriptor) { piece in
            // The file may grow while it is read.
            total += piece.count
            guard total <= maximumBytes else {
                grew = true
                return false
            }
            each(piece)
            return true
        }
        if let failed { throw Problem(reason: String(cString: strerror(failed))) }
        if grew { throw tooLarge }
        return true
    }
}
