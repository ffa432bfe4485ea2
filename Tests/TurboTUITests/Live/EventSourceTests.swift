import Foundation
import Testing
import Base
import Net

/// EventSource against real servers: the demo app's `/streams/events`
/// (Rails streaming with ActionController::Live) and the loopback server
/// for reconnection, `Last-Event-ID` and refusals.
@Suite("EventSource against real servers")
struct EventSourceTests {
    final class Recorder {
        var events: [ServerSentEvent] = []
        var errors: [(String, Bool)] = []

        init(_ source: EventSource) {
            source.onEvent = { [unowned self] in events.append($0) }
            source.onError = { [unowned self] in errors.append(($0, $1)) }
        }
    }

    @Test func demoStreamDeliversTurboStreamEventsAsTheyHappen() throws {
        let server = try DemoServer.shared()
        let transport = CurlTransport()
        let source = EventSource(url: server.url("/streams/events"), transport: transport)
        let seen = Recorder(source)
        source.connect()
        // The demo sends one event every 2 s: two arriving proves streaming, not one buffered answer.
        #expect(EventLoopDriver.run(transport, seconds: 15) { seen.events.count >= 2 })
        #expect(seen.events.prefix(2).map(\.lastEventID) == ["1", "2"])
        #expect(seen.events.first?.data.hasPrefix(#"<turbo-stream action="update" target="sse-clock">"#) == true)
        #expect(source.state == .open)
        source.close()
    }

    @Test func reconnectsAfterTheRetryDelayWithLastEventID() throws {
        let server = try LoopbackHTTPServer { request in
            let body = request.header("Last-Event-ID") == nil ? "retry: 2000\nid: 41\ndata: first\n\n" : "id: 42\ndata: second\n\n"
            return .respond(status: 200, headers: [("Content-Type", "text/event-stream")], body: Array(body.utf8))
        }
        let clock = ManualClock()
        let transport = CurlTransport(timers: TimerQueue(clock: clock))
        let source = EventSource(url: server.url("/events"), transport: transport)
        let seen = Recorder(source)
        source.connect()
        #expect(EventLoopDriver.run(transport) { seen.events.count == 1 && !seen.errors.isEmpty })
        // The stream ended; nothing happens until the 2 s the server asked for have passed.
        EventLoopDriver.run(transport, seconds: 0.3) { false }
        #expect(server.requests.count == 1)
        clock.advance(by: .seconds(2))
        #expect(EventLoopDriver.run(transport) { seen.events.count == 2 })
        #expect(seen.events.map(\.data) == ["first", "second"])
        #expect(server.requests.last?.header("Last-Event-ID") == "41")
        #expect(server.requests.last?.header("Accept") == "text/event-stream")
        #expect(seen.errors.first?.1 == true)
        source.close()
    }

    /// Fault injection (issue 14): the server closes inside an event. The complete event
    /// arrives, the half one is dropped (HTML 9.2.6: an event is dispatched only at its
    /// blank line), and the source reconnects with the last complete event's id.
    @Test func aConnectionClosedMidEventDropsTheHalfEventAndReconnects() throws {
        let server = try LoopbackHTTPServer { request in
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: 500\r\n\r\n"
            return request.header("Last-Event-ID") == nil
                ? .raw(Array((head + "retry: 100\nid: 7\ndata: whole\n\nid: 8\ndata: hal").utf8))
                : .respond(status: 200, headers: [("Content-Type", "text/event-stream")], body: Array("data: again\n\n".utf8))
        }
        let transport = CurlTransport()
        let source = EventSource(url: server.url("/events"), transport: transport)
        let seen = Recorder(source)
        source.connect()
        #expect(EventLoopDriver.run(transport, seconds: 10) { seen.events.count == 2 })
        #expect(seen.events.map(\.data) == ["whole", "again"])
        #expect(server.requests.last?.header("Last-Event-ID") == "7")
        #expect(seen.errors.first?.0 == "the server closed the connection before the answer was complete")
        source.close()
    }

    /// Issue 14, delays read from the wire bounded: `retry: 0` from a server that
    /// ends each stream at once reconnected in a busy loop (hundreds of requests a
    /// second); now at most one every 500 ms.
    @Test func retryZeroFromAServerThatEndsAtOnceWaitsHalfASecondBetweenConnections() throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "text/event-stream")], body: Array("retry: 0\ndata: x\n\n".utf8))
        }
        let transport = CurlTransport()
        let source = EventSource(url: server.url("/events"), transport: transport)
        let seen = Recorder(source)
        source.connect()
        let started = Date()
        #expect(EventLoopDriver.run(transport, seconds: 10) { seen.events.count >= 3 })
        let elapsed = Date().timeIntervalSince(started)
        source.close()
        #expect(source.reconnectionDelay == .milliseconds(500))
        #expect(elapsed >= 0.9, "three connections take two waits of 500 ms, not \(elapsed) s")
        #expect(server.requests.count <= Int(elapsed / 0.5) + 1)
    }

    @Test func followsARedirectAndDropsTheRedirectsBody() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/old" ? .respond(status: 307, headers: [("Location", "/new")], body: Array("data: wrong\n\n".utf8))
                : .respond(status: 200, headers: [("Content-Type", "text/event-stream")], body: Array("data: right\n\n".utf8))
        }
        let transport = CurlTransport()
        let source = EventSource(url: server.url("/old"), transport: transport)
        let seen = Recorder(source)
        source.connect()
        #expect(EventLoopDriver.run(transport) { !seen.events.isEmpty })
        #expect(seen.events.map(\.data) == ["right"])
        source.close()
    }

    @Test func aWrongStatusOrTypeStopsForGood() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/missing" ? .html("gone", status: 404) : .html("<p>a page</p>")
        }
        let clock = ManualClock()
        let transport = CurlTransport(timers: TimerQueue(clock: clock))
        for (path, reason) in [("/missing", "the server answered HTTP 404"), ("/page", "the answer is text/html, not text/event-stream")] {
            let source = EventSource(url: server.url(path), transport: transport)
            let seen = Recorder(source)
            source.connect()
            #expect(EventLoopDriver.run(transport, advancing: clock, by: .seconds(1)) { !seen.errors.isEmpty })
            EventLoopDriver.run(transport, seconds: 0.3, advancing: clock, by: .seconds(5)) { false }
            #expect(seen.errors.count == 1)
            #expect(seen.errors.first?.0 == reason)
            #expect(seen.errors.first?.1 == false)
            #expect(source.connectionCount == 1)
            #expect(source.state == .closed)
        }
    }

    @Test func aDeadServerIsRetriedUntilItAnswers() throws {
        let clock = ManualClock()
        let transport = CurlTransport(timers: TimerQueue(clock: clock))
        let source = EventSource(url: URL(string: "http://127.0.0.1:1/events")!, transport: transport)
        let seen = Recorder(source)
        source.connect()
        #expect(EventLoopDriver.run(transport, advancing: clock, by: .seconds(1)) { source.connectionCount >= 3 })
        #expect(seen.errors.allSatisfy { $0.1 })
        #expect(seen.errors.first?.0.contains("refused") == true)
        source.close()
    }
}
