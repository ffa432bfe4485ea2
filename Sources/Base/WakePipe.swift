import Glibc

/// A pipe whose read end a loop polls and whose write end other threads (or
/// a signal handler's stand-in) write a byte to: the way anything off the
/// loop wakes it without the loop sleeping or spinning. Both ends are
/// non-blocking, so a full pipe never stalls a writer (it already holds a
/// wake-up) and draining never waits, and close-on-exec, so no child keeps them.
package final class WakePipe: Sendable {
    /// -1 when the system had no descriptors to give.
    package let readEnd: Int32
    private let writeEnd: Int32

    package init() {
        var ends: [Int32] = [-1, -1]
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

    /// Wakes the poll; `byte` may say why (a signal's number).
    package func wake(_ byte: UInt8 = 1) {
        var byte = byte
        _ = write(writeEnd, &byte, 1)
    }

    /// Every byte written since the last call, without waiting.
    @discardableResult
    package func drain() -> [UInt8] {
        guard readEnd >= 0 else { return [] }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer.prefix(count)
        }
    }
}
