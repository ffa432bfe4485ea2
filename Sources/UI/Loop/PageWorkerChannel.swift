import FoundationEssentials
import Glibc
import Synchronization
import Net

/// The one thing the loop and the page workers share: a mailbox of finished
/// pages and a pipe whose read end the loop polls, so a finished page wakes
/// the loop without it sleeping or spinning. Workers keep the channel alive
/// while they run, so a late worker never writes to a closed pipe.
package final class PageWorkerChannel: Sendable {
    private let mailbox = Mutex<[PageHandOff]>([])
    /// Read end (polled by the loop), write end (written by workers);
    /// both non-blocking.
    private let readEnd: Int32
    private let writeEnd: Int32

    package init() {
        var ends: [Int32] = [-1, -1]
        // Without a pipe no worker can report: the loop prepares every page itself.
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    package var isOpen: Bool { readEnd >= 0 }

    package var descriptor: PollDescriptor { PollDescriptor(readEnd) }

    /// Called by a worker as its last act with the box.
    package func post(_ box: PageHandOff) {
        mailbox.withLock { $0.append(box) }
        // A full pipe already holds a wake-up, so a failed write loses nothing.
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Called by the loop: every page posted so far, the wake-ups drained.
    package func takeAll() -> [PageHandOff] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
        return mailbox.withLock { boxes in
            defer { boxes.removeAll() }
            return boxes
        }
    }
}
