import Foundation

/// Writes to the process's standard output and error, unbuffered by Swift.
enum StandardStreams {
    static func output(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func error(_ line: String) {
        write(line + "\n", to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if errno == EINTR { continue }
                    return // a closed pipe: nobody is reading any more
                }
                offset += written
            }
        }
    }
}
