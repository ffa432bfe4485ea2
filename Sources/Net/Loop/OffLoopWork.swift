import Base
import Synchronization

/// Work that may take long (compiling a large path configuration) run on a
/// thread of its own, its result handed back on the loop's thread: the
/// worker leaves the result in a mailbox and writes a byte to a pipe the
/// transport's poll watches, so the loop wakes for it without sleeping or
/// spinning, and keys and signals are answered meanwhile (issue 32).
///
/// Only the loop's thread calls `run`; `then` runs on it, after a `poll`.
package final class OffLoopWork {
    private let transport: any Transport
    private let channel = Channel()
    /// What to do with each job's result, by job: closures that stay on the loop's thread.
    private var waiting: [Int: (any Sendable) -> Void] = [:]
    private var nextJob = 0
    private var watch: SocketWatch.ID?

    package init(transport: any Transport) {
        self.transport = transport
    }

    deinit {
        transport.unwatch(watch)
    }

    /// Runs `work` on a new thread named `name`; `then` gets its result on
    /// the loop's thread. Without a pipe (out of descriptors) the work runs
    /// here and now: slower to answer, never lost.
    package func run<Value: Sendable>(name: String, _ work: @escaping @Sendable () -> Value,
                                      then: @escaping (Value) -> Void) {
        guard channel.isOpen else { return then(work()) }
        nextJob += 1
        let job = nextJob
        waiting[job] = { result in
            // The mailbox holds what this job's worker computed: a `Value`.
            if let value = result as? Value { then(value) }
        }
        if watch == nil {
            watch = transport.watch(channel.readEnd) { [weak self] readable, _ in
                if readable { self?.deliver() }
            }
        }
        let channel = channel
        DetachedThread.start(name: name) { channel.post(job: job, result: work()) }
    }

    /// The number of jobs whose result has not been handed over yet.
    package var pendingCount: Int { waiting.count }

    private func deliver() {
        for (job, result) in channel.takeAll() {
            waiting.removeValue(forKey: job)?(result)
        }
        if waiting.isEmpty {
            transport.unwatch(watch)
            watch = nil
        }
    }

    /// The mailbox and the pipe the workers share with the loop.
    private final class Channel: Sendable {
        private let mailbox = Mutex<[(job: Int, result: any Sendable)]>([])
        private let pipe = WakePipe()

        var isOpen: Bool { pipe.isOpen }
        var readEnd: Int32 { pipe.readEnd }

        func post(job: Int, result: any Sendable) {
            mailbox.withLock { $0.append((job, result)) }
            pipe.wake()
        }

        func takeAll() -> [(job: Int, result: any Sendable)] {
            pipe.drain()
            return mailbox.withLock { posted in
                defer { posted.removeAll() }
                return posted
            }
        }
    }
}
