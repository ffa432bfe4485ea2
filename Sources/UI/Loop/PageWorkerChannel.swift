import FoundationEssentials
import Synchronization
import Base
import Net

/// The one thing the loop and the page workers share: a mailbox of finished
/// pages and a pipe whose read end the loop polls, so a finished page wakes
/// the loop without it sleeping or spinning. Workers keep the channel alive
/// while they run, so a late worker never writes to a closed pipe.
package final class PageWorkerChannel: Sendable {
    private let mailbox = Mutex<[PageHandOff]>([])
    private let pipe = WakePipe()

    package init() {}

    package var isOpen: Bool { pipe.isOpen }

    package var descriptor: PollDescriptor { PollDescriptor(pipe.readEnd) }

    /// Called by a worker as its last act with the box.
    package func post(_ box: PageHandOff) {
        mailbox.withLock { $0.append(box) }
        pipe.wake()
    }

    /// Whether a page waits to be taken (the wake-ups are left for `takeAll`).
    package var hasPosted: Bool { mailbox.withLock { !$0.isEmpty } }

    /// Called by the loop: every page posted so far, the wake-ups drained.
    package func takeAll() -> [PageHandOff] {
        pipe.drain()
        return mailbox.withLock { boxes in
            defer { boxes.removeAll() }
            return boxes
        }
    }
}
