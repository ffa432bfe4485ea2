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
        case ended
        /// Nothing yet: wait for `descriptor`.
        case none
    }

    private let mailbox = Mutex<(lines: [String], ended: Bool)>(([], false))
    private let readEnd: Int32
    private let writeEnd: Int32

    package init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "no pipe for the driver's commands")
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Polled by the loop: readable when a line (or the end) was posted.
    package var descriptor: Int32 { readEnd }

    /// Starts the reading thread; it ends with standard input. The channel
    /// stays alive while it runs, so it never writes to a closed pipe.
    package func start() {
        DetachedThread.start(name: "turbo-tui drive input") { [self] in
            while let line = readLine(strippingNewline: true) {
                post { $0.lines.append(line) }
            }
            post { $0.ended = true }
        }
    }

    /// The wake-ups are drained before the mailbox is read: a line posted
    /// after that read leaves its byte for the next poll.
    package func take() -> Next {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return mailbox.withLock { box in
            if !box.lines.isEmpty { return .line(box.lines.removeFirst()) }
            return box.ended ? .ended : .none
        }
    }

    private func post(_ change: (inout (lines: [String], ended: Bool)) -> Void) {
        mailbox.withLock { change(&$0) }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}
