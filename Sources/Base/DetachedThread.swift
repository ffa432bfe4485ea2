import CSystem
import Glibc

/// A thread of its own for a worker (page workers, the disposal thread, the
/// drive's reader): Foundation's `Thread` is not in FoundationEssentials,
/// and these threads need nothing of it but a name and a stack size.
package enum DetachedThread {
    /// Starts `work` on a new detached thread; nothing joins it. The name is
    /// cut to the 15 bytes Linux keeps.
    package static func start(name: String, stackSize: Int = 8 << 20, _ work: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let body = Unmanaged.passRetained(Body(name: name, work: work)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { argument in
            let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
            tt_name_this_thread(body.name)
            body.work()
            return nil
        }, body)
        // Only when the system is out of threads or memory; nothing can go on then.
        guard result == 0 else { fatalError("turbo-tui: cannot start the \(name) thread: \(ErrorText.message(result))") }
    }

    private final class Body {
        let name: String
        let work: @Sendable () -> Void

        init(name: String, work: @escaping @Sendable () -> Void) {
            self.name = name
            self.work = work
        }
    }
}
