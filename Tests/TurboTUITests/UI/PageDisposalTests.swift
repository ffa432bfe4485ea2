import Foundation
import Testing
import Base
import HTML
import UI

/// `PageDisposal`'s contract: what it is handed is released on its own
/// thread, in the order given, and handing over never waits for a release.
@Suite("Page disposal: released off the caller's thread")
struct PageDisposalTests {
    /// Records the thread its `deinit` runs on, then holds that thread until `gate` opens.
    final class Probe: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var thread: pthread_t?

        var releasedOn: pthread_t? { lock.withLock { thread } }

        /// `Probe` itself cannot report after its `deinit`: a witness it owns does.
        final class Witness {
            let probe: Probe
            init(_ probe: Probe) { self.probe = probe }
            deinit {
                probe.lock.withLock { probe.thread = pthread_self() }
                probe.started.signal()
                _ = probe.gate.wait(timeout: .now() + 30)
            }
        }
    }

    @Test func aValueIsReleasedOnTheDisposalThreadWithoutTheCallerWaiting() {
        let probe = Probe()
        let disposal = PageDisposal()
        disposal.dispose(Probe.Witness(probe))
        // The caller is back while the release is still going on (held by the gate).
        #expect(probe.started.wait(timeout: .now() + 10) == .success, "the witness was released")
        let releasedOn = probe.releasedOn
        #expect(releasedOn != nil && pthread_equal(releasedOn!, pthread_self()) == 0, "not on the caller's thread")
        probe.gate.signal()
    }

    @Test func valuesAreReleasedInTheOrderGiven() {
        let probe = Probe()
        let disposal = PageDisposal()
        final class Later {}
        var later: Later? = Later()
        weak let watched = later
        disposal.dispose(Probe.Witness(probe))
        disposal.dispose(later.take() as Any)
        #expect(probe.started.wait(timeout: .now() + 10) == .success)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(watched != nil, "held while the value before it is still being released")
        probe.gate.signal()
        let deadline = SystemMonotonicClock().now + .seconds(10)
        while watched != nil && SystemMonotonicClock().now < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(watched == nil, "released after it")
    }

    @Test func aDocumentHandedOverIsFreedOffTheCallersThread() {
        let disposal = PageDisposal()
        var document: Document? = HTMLParser.parse("<p>one</p><p>two</p>")
        weak let watched = document
        weak let paragraph = document?.descendantElements.last
        disposal.dispose(document.take() as Any)
        let deadline = SystemMonotonicClock().now + .seconds(10)
        while (watched != nil || paragraph != nil) && SystemMonotonicClock().now < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(watched == nil && paragraph == nil, "the tree, down to its last element, was freed")
    }
}
