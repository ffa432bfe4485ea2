import FoundationEssentials
import Glibc
import Base

/// Writes to the process's standard output and error, unbuffered by Swift,
/// and reads standard input whole (`--dump -`, `tree -`).
package enum StandardStreams {
    /// Everything on standard input up to its end; the reason when a read fails.
    package static func input() -> Result<[UInt8], ReadFailure> {
        var bytes: [UInt8] = []
        let failed = DescriptorReader.readToEnd(STDIN_FILENO) { piece in
            bytes += piece
            return true
        }
        return failed.map { .failure(ReadFailure(reason: ErrorText.message($0))) } ?? .success(bytes)
    }

    package struct ReadFailure: Error {
        package let reason: String
    }

    /// Why the text could not all be written (a full disk, an I/O error), or nil.
    /// A closed pipe is not a failure: nobody is reading any more.
    @discardableResult
    package static func output(_ text: String) -> String? {
        write(text, to: STDOUT_FILENO)
    }

    package static func error(_ line: String) {
        write(line + "\n", to: STDERR_FILENO)
    }

    /// The same for bytes: a page-sized dump is written without a String copy.
    @discardableResult
    package static func output(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) }
    }

    @discardableResult
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> String? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                return written < 0 && errno != EPIPE ? String(cString: strerror(errno)) : nil
            }
            offset += written
        }
        return nil
    }
}
