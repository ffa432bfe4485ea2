import Foundation
import Testing
import Base
import Net
import Turbo
import UI

/// A page a worker posts while the loop handles a turn is taken in that
/// turn: the frame drawn at its end shows it. The frame used to show the
/// state before, and the page waited for the next turn's poll: a first
/// screen drawn a turn late (a turn reads up to a quarter megabyte of the
/// rest of an arriving page; docs/performance.md). The 8 MB corpus page,
/// whose worker posts a part, then bigger parts and the whole page, seconds
/// apart in a debug build.
@Suite("Event loop: a worker's page posted during a turn", .serialized)
struct EventLoopLateWorkerPageTests {
    @Test func aPagePostedDuringATurnIsTakenAndDrawnByThatTurn() throws {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 80))
        let loop = EventLoop(terminal: terminal, transport: try EventLoopPreparationTests.site(),
                             configuration: BrowserConfiguration.testApp())
        defer { loop.stop() }
        let limit = EventLoopPreparationTests.landingTimeLimit
        loop.start(opening: HTTPFixtures.url("/big"))
        // Turns until the first part is shown and the worker goes on with the rest.
        let shown = loop.run(until: { loop.state.activePage != nil && loop.isPreparingPages }, deadline: .now + limit)
        #expect(shown == .done)
        let before = try #require(loop.state.activePage)
        #expect(!before.isComplete)
        #expect(terminal.rows[0].contains(EventLoopPreparationTests.bigTitle), "\(terminal.rows)")
        // The worker's next page (a bigger part or the whole), waited for without a turn of the loop.
        let clock = ContinuousClock()
        let waitUntil = clock.now + limit
        while !loop.hasPostedPages && clock.now < waitUntil { usleep(1_000) }
        #expect(loop.hasPostedPages)
        // One turn's handling and no poll: the posted page is taken and shown.
        loop.send(.tick)
        #expect(!loop.hasPostedPages)
        let after = try #require(loop.state.activePage)
        #expect(after.isComplete || after.rendered.lines.count > before.rendered.lines.count,
                "lines \(before.rendered.lines.count) then \(after.rendered.lines.count)")
    }
}
