import FoundationEssentials
import Dispatch
import Glibc
import Base

/// SIGINT, SIGTERM and SIGHUP as bytes on a pipe the driver's loop watches
/// beside its other descriptors, so a stopped session ends as the browser's
/// does: the loop stops, the cookie jar is saved, the status is 1. (The
/// browser gets them from the curses shim's self-pipe; the driver has no
/// terminal, so libdispatch catches them here.)
package final class StopSignals {
    private static let names: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"]
    private let pipe = WakePipe()
    private var sources: [DispatchSourceSignal] = []
    /// The first signal read, once `check` has seen it.
    package private(set) var received: String?

    package init() {
        guard pipe.isOpen else { return }
        for number in Self.names.keys.sorted() {
            // Dispatch sees the signal only once its default action (ending the process) is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [pipe] in pipe.wake(UInt8(truncatingIfNeeded: number)) }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
        for number in Self.names.keys { signal(number, SIG_DFL) }
    }

    /// Watched by the loop: readable once a signal came.
    package var descriptors: [Int32] { pipe.isOpen ? [pipe.readEnd] : [] }

    /// Reads what came; true once a stop signal has been received.
    @discardableResult
    package func check() -> Bool {
        for byte in pipe.drain() where received == nil {
            received = Self.names[Int32(byte)]
        }
        return received != nil
    }
}
