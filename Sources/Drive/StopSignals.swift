import FoundationEssentials
import Dispatch
import Glibc

/// SIGINT, SIGTERM and SIGHUP as bytes on a pipe the driver's loop watches
/// beside its other descriptors, so a stopped session ends as the browser's
/// does: the loop stops, the cookie jar is saved, the status is 1. (The
/// browser gets them from the curses shim's self-pipe; the driver has no
/// terminal, so libdispatch catches them here.)
package final class StopSignals {
    private static let names: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"]
    private let readEnd: Int32
    private let writeEnd: Int32
    private var sources: [DispatchSourceSignal] = []
    /// The first signal read, once `check` has seen it.
    package private(set) var received: String?

    package init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        for end in ends where end >= 0 {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        guard writeEnd >= 0 else { return }
        for number in Self.names.keys.sorted() {
            // Dispatch sees the signal only once its default action (ending the process) is off.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [writeEnd] in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(writeEnd, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
        for number in Self.names.keys { signal(number, SIG_DFL) }
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Watched by the loop: readable once a signal came.
    package var descriptors: [Int32] { readEnd >= 0 ? [readEnd] : [] }

    /// Reads what came; true once a stop signal has been received.
    @discardableResult
    package func check() -> Bool {
        var byte: UInt8 = 0
        while readEnd >= 0, read(readEnd, &byte, 1) > 0 {
            if received == nil { received = Self.names[Int32(byte)] }
        }
        return received != nil
    }
}
