import Foundation

/// A shell script a test writes for a program to run (an editor, a browser,
/// a wrapper). Written through a descriptor opened close-on-exec: Foundation's
/// `write(to:)` opens without it, so a process another test started meanwhile
/// (a tmux server lives on) kept the file open for writing, and running the
/// script then failed with "Text file busy" (seen in CI).
enum ExecutableScript {
    static func write(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
            offset += written
        }
        // The mode of a file that existed is not changed by open(2).
        fchmod(descriptor, 0o700)
    }
}
