import FoundationEssentials
import Base

/// Lets go of what the loop has dropped on a thread of its own (issue 21).
/// A replaced big page is hundreds of thousands of objects (the 8 MB
/// corpus page's DOM and its layout records): freed object by object on
/// the loop's thread, that took about 0.4 s of a resize's or a landing's
/// turn in a release build. The loop hands over its last references to
/// them instead (`dispose`, in the order given) and goes on at once; this
/// thread only releases them, so their `deinit`s and `free`s run here.
///
/// Why that is safe:
/// - The thread never reads or writes what it is given: it drops the
///   references, nothing else. Swift's reference counts are atomic, so a
///   reference dropped here to an object the loop still holds (the shown
///   page, in the state copy the loop hands over each turn) only counts
///   down; the object lives on, the loop's.
/// - An object is freed here only when this was its last strong
///   reference: then nothing on the loop holds it. The DOM's child-to-parent
///   link is `unowned(unsafe)` (`Node.parent`) and a node's `deinit` clears
///   its children's link, so a tree must not be freed while the loop holds a
///   node inside it. It does not: what the browser keeps of a page's tree
///   (typed values by element, the field in use, frame loads, the page's
///   `ElementIDIndex`, layout records) is kept with the `PageView` that holds
///   the document, and what the loop keeps outside the state (`LiveStreams`,
///   `VisitRecorder`, a `LiveMessage`, a `FormSend`) holds the document
///   itself. A replaced page leaves with all of it (`PageSession.replacePage`);
///   one in the snapshot cache or the history is still held by the state.
/// - Nothing in `BrowserState` has a `deinit` that touches the loop's
///   resources (sockets, curl handles and timers live in the loop, not the
///   state): freeing DOM nodes, layout records, strings and arrays is all
///   that happens here.
package final class PageDisposal: Sendable {
    /// What the loop hands over: values whose references it gives up.
    private final class Queue: @unchecked Sendable {
        let condition = ConditionLock()
        /// Guarded by `condition`.
        var items: [Any] = []
        var isClosed = false
        var started = false
    }

    private let queue = Queue()
    /// Deep documents are freed recursively (each node frees its children):
    /// the room the main thread has, as the page workers get.
    private static let stackSize = 8 << 20

    package init() {}

    /// The thread ends once everything handed over is released.
    deinit {
        queue.condition.lock()
        queue.isClosed = true
        queue.condition.signal()
        queue.condition.unlock()
    }

    /// Takes `value`, which must be the caller's last use of it (pass it with
    /// `consume`), and releases it on the disposal thread after everything
    /// handed over before it. Returns at once: it never waits for a release.
    package func dispose(_ value: consuming Any) {
        let queue = queue
        queue.condition.lock()
        defer { queue.condition.unlock() }
        queue.items.append(consume value)
        queue.condition.signal()
        guard !queue.started else { return }
        queue.started = true
        DetachedThread.start(name: "turbo-tui disposal", stackSize: Self.stackSize) { Self.run(queue) }
    }

    private static func run(_ queue: Queue) {
        while true {
            queue.condition.lock()
            while queue.items.isEmpty && !queue.isClosed { queue.condition.wait() }
            var taken = queue.items
            queue.items = []
            let closed = queue.isClosed
            queue.condition.unlock()
            // Outside the lock, one at a time in the order given: the loop never waits for this.
            taken.reverse()
            while taken.popLast() != nil {}
            if closed { return }
        }
    }
}
