import Foundation
import Testing
import Base
import HTML
import Net
import Turbo

/// The demo server restarted under an open page: the cable notices, reopens
/// with backoff while the server is down, subscribes again, and broadcasts
/// arrive again. The server keeps its port and secret key, as a deployed
/// app does across a restart.
@Suite("Action Cable reconnects after a server restart")
struct CableReconnectTests {
    @Test func updatesResumeAfterTheServerRestarts() throws {
        let secret = String(repeating: "5ec7e7", count: 22)
        let first = try DemoServer.start(secretKeyBase: secret)
        let port = first.port
        let clock = ManualClock()
        let transport = CurlTransport(timers: TimerQueue(clock: clock))
        let page = try CurlSession().get(first.url("/posts")).body
        let live = LiveStreams(document: HTMLParser.parse(page), pageURL: first.url("/posts"), transport: transport)
        let cable = try #require(live.cable)
        var confirmations = 0
        var messages: [String] = []
        cable.onSubscription = { _, event in if event == .confirmed { confirmations += 1 } }
        live.onStreamMessage = { messages.append($0) }
        live.start()
        #expect(EventLoopDriver.run(transport, seconds: 20) { confirmations == 1 })

        first.stop()
        #expect(EventLoopDriver.run(transport) { cable.state == .disconnected })
        // While it is down, each poll tries again (the clock runs 1 s per turn) and fails.
        EventLoopDriver.run(transport, seconds: 1.5, advancing: clock, by: .seconds(1)) { false }
        #expect(cable.connectionCount > 1)
        #expect(cable.state != .connected)

        let second = try DemoServer.start(port: port, secretKeyBase: secret)
        defer { second.stop() }
        #expect(EventLoopDriver.run(transport, seconds: 30, advancing: clock, by: .milliseconds(500)) { confirmations == 2 })
        #expect(cable.state == .connected)

        let title = "After restart \(UUID().uuidString.prefix(8))"
        let browser = CurlSession()
        let token = try browser.csrfToken(from: second.url("/posts/new"))
        _ = try browser.post(second.url("/posts"), fields: [("authenticity_token", token), ("post[title]", title), ("post[body]", "x")])
        #expect(EventLoopDriver.run(transport) { messages.contains { $0.contains(title) } })
        live.stop()
    }
}
