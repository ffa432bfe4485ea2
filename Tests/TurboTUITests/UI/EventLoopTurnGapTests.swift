import Foundation
import Testing
import Base
import Net
import Turbo
import UI

/// The real loop and a fixture transport with the 8 MB corpus page, a key
/// typed every 10 ms (`PacedTerminal`): while the page lands and while it
/// is laid out again after a resize, no turn keeps the reader waiting for
/// long (issue 21). The bound is relative to work measured in the same
/// process: the time this thread takes to free the page, which the loop
/// used to spend in the turn that replaced it, so a turn that frees it
/// again fails.
@Suite("Event loop: no long turn while a big page lands or is resized", .serialized)
struct EventLoopTurnGapTests {
    static let size = ScreenSize(rows: 12, columns: 80)
    static let narrow = ScreenSize(rows: 12, columns: 60)

    /// How long this thread takes to free the big page laid out at 80 columns.
    static let releaseTime: Duration = {
        let response = VisitResponse(url: URL(string: "http://127.0.0.1/big")!, status: 200,
                                     contentType: ContentType(parsing: "text/html"), body: EventLoopPreparationTests.bigPage)
        var prepared = PageWorkerJob(.visit(1), stack: .main, response: response, width: 80, numbered: false).run()
        return ContinuousClock().measure { prepared = nil }
    }()

    /// Lets go of the disposal thread when the test says so: anything handed
    /// over after it waits (the thread releases in order).
    final class Blocker {
        let gate = DispatchSemaphore(value: 0)
        deinit { _ = gate.wait(timeout: .now() + 60) }
    }

    static func gaps(in frames: [(at: MonotonicInstant, rows: [String])], from start: MonotonicInstant) -> [Duration] {
        let times = frames.map(\.at).filter { $0 >= start }
        return zip(times, times.dropFirst()).map { $0.duration(to: $1) }
    }

    @Test func theBigPageLandsAndIsResizedWithoutALongTurnAndIsFreedElsewhere() throws {
        let release = Self.releaseTime
        // Worked out before the visit starts: it parses and lays the page out on this thread, which is the loop's.
        let limit = EventLoopPreparationTests.landingTimeLimit
        let terminal = PacedTerminal(size: Self.size)
        let loop = EventLoop(terminal: terminal, transport: try EventLoopPreparationTests.site(), configuration: BrowserConfiguration.testApp())
        let started = SystemMonotonicClock().now
        terminal.startTyping()
        defer { terminal.stopTyping() }
        loop.start(opening: HTTPFixtures.url("/big"))
        let wake = loop.run(until: { loop.state.loading == nil && loop.state.activePage?.isComplete == true },
                            deadline: .now + limit)
        #expect(wake == .done, "the big page landed")
        loop.run(until: { false }, deadline: .now + .milliseconds(300))
        // From the visit's start (the whole 8 MB body comes in one piece) to the landing and after.
        let landing = Self.gaps(in: terminal.frames, from: started)
        #expect(landing.count > 20, "keys were served all along: \(landing.count) frames")
        #expect((landing.max() ?? .zero) < release,
                "longest gap between frames while the page landed \(landing.max() ?? .zero); freeing it takes \(release)")

        // Anything handed to the disposal thread from now on waits behind the blocker.
        weak let oldDocument = loop.state.activePage?.shownDocument
        #expect(oldDocument != nil)
        let blocker = Blocker()
        let gate = blocker.gate
        loop.disposal.dispose(consume blocker)
        let resized = SystemMonotonicClock().now
        terminal.queue(.resize(Self.narrow))
        let relaidOut = loop.run(until: { loop.state.activePage?.rendered.width == Self.narrow.columns }, deadline: .now + limit)
        #expect(relaidOut == .done, "the worker's layout for 60 columns landed")
        loop.run(until: { false }, deadline: .now + .milliseconds(300))
        terminal.stopTyping()
        #expect(loop.state.activePage?.shownDocument !== oldDocument, "a parse of the worker's own replaced the page")
        #expect(oldDocument != nil, "the replaced page waits for the disposal thread: the loop did not free it")
        gate.signal()
        let deadline = SystemMonotonicClock().now + .seconds(60)
        while oldDocument != nil && SystemMonotonicClock().now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(oldDocument == nil, "the disposal thread freed the replaced page")

        let resizing = Self.gaps(in: terminal.frames, from: resized)
        #expect(resizing.count > 20, "keys were served all along: \(resizing.count) frames")
        #expect((resizing.max() ?? .zero) < release,
                "longest gap between frames during the resize \(resizing.max() ?? .zero); freeing the page takes \(release)")
        #expect(terminal.rows.first?.hasPrefix(" \(EventLoopPreparationTests.bigTitle)") == true, "\(terminal.rows)")
    }
}
