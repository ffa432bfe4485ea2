import FoundationEssentials
import Glibc
import Base

/// Where a file fetched for a viewer waits: a directory of its own made by
/// mkdtemp (0700, so no one else can read the file or swap it), under
/// `$TMPDIR` when that path is plain enough for a mailcap command line
/// (`MailcapCommand.plain`), else under /tmp. Removed after the viewer ran.
package enum ViewerFile {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func makeDirectory(environment: [String: String] = ProcessEnvironment.current) throws(Failure) -> String {
        var base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if MailcapCommand.plain(base) != base || !base.hasPrefix("/") { base = "/tmp" }
        var template = Array((base + "/turbo-tui-view-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw Failure(description: "cannot make a private directory in \(base) for the viewer: \(String(cString: strerror(errno)))")
        }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The file and its directory, once the viewer is done.
    package static func remove(file: String) {
        unlink(file)
        remove(directory: FilePath.deletingLastComponent(file))
    }

    package static func remove(directory: String) {
        // Only our own, empty directory: rmdir never removes anything else.
        guard FilePath.lastComponent(directory).hasPrefix("turbo-tui-view-") else { return }
        rmdir(directory)
    }
}
