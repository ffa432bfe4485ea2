import FoundationEssentials
import Glibc
import Synchronization
import Base

/// The driver's commands from standard input, a line at a time. A thread
/// reads (blocking) and posts each line to a mailbox, with a byte on a pipe
/// that the loop polls beside curl's sockets: the page lives on (live
/// updates, refreshes) while no command comes, and the end of input is
/// seen at once. (A poll on standard input itself would miss the end of a
/// pipe: its hang-up is not one of the events libcurl's poll passes on.)
package final class CommandLines: Sendable {
    package enum Next: Equatable {
        case line(String)
        /// A line over `maximumLineBytes`, skipped whole: its length.
        case tooLong(bytes: Int)
        case ended
        /// Nothing yet: wait for `descriptor`.
        case none
    }

    /// A command is a line of JSON; none needs more (a field's text included),
    /// and an endless line must not take the memory (issue 32).
    package static let maximumLineBytes = 16 << 20

    private let mailbox = Mutex<(lines: [Next], ended: Bool)>(([], false))
    private let pipe = WakePipe()

    package init() {
        precondition(pipe.isOpen, "no pipe for the driver's commands")
    }

    /// Polled by the loop: readable when a line (or the end) was posted.
    package var descriptor: Int32 { pipe.readEnd }

    /// Starts the reading thread; it ends with standard input. The channel
    /// stays alive while it runs, so it never writes to a closed pipe.
    package func start() {
        DetachedThread.start(name: "turbo-tui drive input") { [self] in
            var reader = BoundedLineReader(descriptor: 0, maximumBytes: Self.maximumLineBytes)
            while let line = reader.next() {
                post { $0.lines.append(line) }
            }
            post { $0.ended = true }
        }
    }

    /// The wake-ups are drained before the mailbox is read: a line posted
    /// after that read leaves its byte for the next poll.
    package func take() -> Next {
        pipe.drain()
        return mailbox.withLock { box in
            if !box.lines.isEmpty { return box.lines.removeFirst() }
            return box.ended ? .ended : .none
        }
    }

    private func post(_ change: (inout (lines: [Next], ended: Bool)) -> Void) {
        mailbox.withLock { change(&$0) }
        pipe.wake()
    }
}

/// Lines from a descriptor, each at most `maximumBytes`: a longer one is
/// read to its end and dropped, and said as `.tooLong` with its length.
struct BoundedLineReader {
    let descriptor: Int32
    let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(descriptor: Int32, maximumBytes: Int) {
        self.descriptor = descriptor
        self.maximumBytes = maximumBytes
    }

    /// The next line, without its newline (or CR LF, as `readLine` strips them), nil at the end.
    mutating func next() -> CommandLines.Next? {
        var line: [UInt8] = []
        var dropped = 0
        while true {
            if start < buffer.count {
                let rest = buffer[start...]
                if let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
                    let piece = buffer[start..<newline]
                    start = newline + 1
                    return finish(line, piece, dropped: dropped)
                }
                if dropped == 0, line.count + rest.count <= maximumBytes {
                    line += rest
                } else {
                    dropped += line.count + rest.count
                    line = []
                }
                start = buffer.count
            }
            guard !atEnd, refill() else {
                if line.isEmpty && dropped == 0 { return nil }
                return finish(line, [], dropped: dropped)
            }
        }
    }

    private func finish(_ line: [UInt8], _ piece: ArraySlice<UInt8>, dropped: Int) -> CommandLines.Next {
        if dropped > 0 || line.count + piece.count > maximumBytes { return .tooLong(bytes: dropped + line.count + piece.count) }
        var bytes = line + piece
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    private mutating func refill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                buffer = Array(chunk[0..<count])
                start = 0
                return true
            }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return false
        }
    }
}
