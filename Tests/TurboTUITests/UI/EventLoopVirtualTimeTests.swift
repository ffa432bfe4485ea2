import Testing
import Base
import Foundation
import Net
import UI

/// The loop runs on its transport's clock: on a fixture transport that is
/// virtual time, so a rule about time (the relayout a resize waits for) is
/// tested without a socket and without waiting for it.
@Suite("Event loop: virtual time")
struct EventLoopVirtualTimeTests {
    @Test func aResizesRelayoutComesOnTheTransportsClockWithoutRealWaiting() {
        let transport = HTTPFixtures.transport([
            "/": .html("<title>Home</title><p>" + String(repeating: "word ", count: 60) + "</p>"),
        ])
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 80))
        let loop = EventLoop(terminal: terminal, transport: transport, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), typing: [])
        #expect(loop.state.activePage?.rendered.width == 80)
        let resizedAt = transport.clock.now
        loop.send(.input(.resize(ScreenSize(rows: 10, columns: 40))))
        // A caller's deadline a virtual minute away: the loop wakes for the relayout first.
        loop.run(until: { loop.state.activePage?.rendered.width == 40 }, deadline: loop.now + .seconds(60))
        #expect(loop.state.activePage?.rendered.width == 40, "laid out again for the new width")
        let waited = resizedAt.duration(to: transport.clock.now)
        #expect(waited >= BrowserState.relayoutDelay, "the relayout waited its delay on the loop's clock (\(waited))")
        #expect(waited < .seconds(60), "and came before the caller's deadline")
        #expect(loop.now == transport.clock.now, "the loop reads the transport's clock")
        loop.stop()
    }

    @Test func aCallersDeadlinePassesInVirtualTime() {
        let transport = HTTPFixtures.transport(["/": .html("<title>Home</title><p>x</p>")])
        let loop = EventLoop(terminal: MemoryTerminal(size: ScreenSize(rows: 10, columns: 80)), transport: transport,
                             configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), typing: [])
        let start = loop.now
        // An hour of nothing to do: the clock moves to the deadline instead of waiting for it.
        #expect(loop.run(until: { false }, deadline: start + .seconds(3600)) == .timedOut)
        #expect(start.duration(to: loop.now) >= .seconds(3600))
    }
}
