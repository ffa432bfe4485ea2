import Base
import Foundation
import Net

/// Runs a transport's event loop in a test until a condition holds or a
/// real-time deadline passes (then the test fails on its own expectations).
/// `advancing` moves a manual clock on each turn, for timer-driven rules.
enum EventLoopDriver {
    @discardableResult
    static func run(_ transport: any Transport, seconds: Double = 10, advancing clock: ManualClock? = nil,
                    by step: Duration = .milliseconds(100), until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var none: [PollDescriptor] = []
        while !done() {
            guard Date() < deadline else { return false }
            transport.poll(waitingOn: &none, timeoutMilliseconds: 50)
            clock?.advance(by: step)
        }
        return true
    }
}
