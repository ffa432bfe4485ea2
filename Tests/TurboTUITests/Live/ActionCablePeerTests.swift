import Foundation
import Testing
import Base
import Net
import Turbo

/// The consumer against cables that misbehave, served by Python's
/// websockets: one that never says a word, and one that turns it away.
@Suite("Action Cable consumer against misbehaving cables")
struct ActionCablePeerTests {
    private func consumer(_ path: String, peer: WebSocketPeer, clock: ManualClock) -> (ActionCableConsumer, CurlTransport) {
        let transport = CurlTransport(timers: TimerQueue(clock: clock))
        let consumer = ActionCableConsumer(url: peer.url(path), origin: "http://127.0.0.1:\(peer.port)", transport: transport,
                                           jitter: { 0 })
        return (consumer, transport)
    }

    @Test func aSilentCableIsReopenedWithGrowingIntervals() throws {
        let peer = try WebSocketPeer.shared()
        let clock = ManualClock()
        let (cable, transport) = consumer("/silent", peer: peer, clock: clock)
        cable.start()
        #expect(EventLoopDriver.run(transport) { cable.state == .connecting && transport.timers.count > 0 })
        // No welcome, no ping: stale once more than 6 s have passed; checks every 6 s (no jitter) at first.
        var reopenedAt: [Duration] = []
        var last = cable.connectionCount
        let started = clock.now
        EventLoopDriver.run(transport, seconds: 8, advancing: clock, by: .milliseconds(500)) {
            if cable.connectionCount != last {
                last = cable.connectionCount
                reopenedAt.append(clock.now - started)
            }
            return reopenedAt.count == 3
        }
        #expect(reopenedAt.count == 3)
        // Rails' intervals: 6 s, then 6 x 1.15, then 6 x 1.15^2 between checks.
        let gaps = zip(reopenedAt.dropFirst(), reopenedAt).map { $0 - $1 }
        #expect(gaps.count == 2 && gaps[1] > gaps[0])
        // 6.9 s, seen on a clock moved in 0.5 s steps.
        #expect(gaps.first.map { $0 >= .seconds(6.5) && $0 <= .seconds(7.5) } == true)
        #expect(cable.state != .connected)
        cable.stop()
    }

    @Test func aDisconnectWithoutReconnectStopsForGood() throws {
        let peer = try WebSocketPeer.shared()
        let clock = ManualClock()
        let (cable, transport) = consumer("/cable-unauthorized", peer: peer, clock: clock)
        cable.start()
        #expect(EventLoopDriver.run(transport) { cable.state == .stopped })
        #expect(cable.lastProblem == "the server disconnected the cable (unauthorized)")
        EventLoopDriver.run(transport, seconds: 0.5, advancing: clock, by: .seconds(5)) { false }
        #expect(cable.connectionCount == 1)
    }
}
