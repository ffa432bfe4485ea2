import Foundation

/// A pipe whose read end the loop polls as a test terminal's keyboard: a
/// byte written to it wakes the loop (the read end is non-blocking, so the
/// terminal drains it without waiting). Shared by the terminals that type
/// from another thread; a holder that outlives the terminal (a watchdog)
/// keeps it open, so a late byte never goes to a descriptor reused since.
final class WakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "no pipe for the test terminal")
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}
