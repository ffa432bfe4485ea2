import Foundation
import Testing
import Base
import Net

/// The fixture transport keeps the promises of `Transport` that the layers
/// above rely on: answers only from `poll`, redirects followed as curl
/// follows them, cancelled transfers silent, timers on the manual clock.
@Suite("Fixture transport")
struct FixtureTransportTests {
    private let page = URL(string: "http://app.test/page")!

    private func failure(_ outcome: Result<HTTPResponse, NetError>) -> NetError? {
        guard case .failure(let error) = outcome else { return nil }
        return error
    }

    @Test func anAnswerArrivesInPollNotInStart() throws {
        let transport = FixtureTransport()
        transport.answer(page, with: .html("<p>hi</p>"))
        var outcome: Result<HTTPResponse, NetError>?
        transport.start(HTTPRequest(url: page)) { outcome = $0 }
        #expect(outcome == nil)
        var none: [PollDescriptor] = []
        transport.poll(waitingOn: &none, timeoutMilliseconds: 0)
        let response = try #require(try outcome?.get())
        #expect(response.status == 200)
        #expect(response.body == Array("<p>hi</p>".utf8))
        #expect(response.url == page)
    }

    @Test func redirectsAreFollowedWithTheMethodRulesAndCounted() throws {
        let transport = FixtureTransport()
        transport.answer(page, method: .post, with: .redirect(to: "/done#top", status: 303))
        transport.answer(URL(string: "http://app.test/done")!, with: .html("done"))
        let response = try transport.fetch(HTTPRequest(method: .post, url: page, body: Array("a=1".utf8))).get()
        #expect(response.url.absoluteString == "http://app.test/done#top")
        #expect(response.redirectCount == 1)
        #expect(transport.requests.map(\.method) == [.post, .get], "303 makes the POST a GET")
        #expect(transport.requests.last?.body == nil)
    }

    @Test func aRedirectLoopStopsAtTheLimitAndABadLocationIsBroken() throws {
        let transport = FixtureTransport()
        transport.answer(page, with: .redirect(to: "/page"))
        #expect(failure(transport.fetch(HTTPRequest(url: page))) == (.tooManyRedirects(limit: transport.limits.maximumRedirects)))
        #expect(transport.requests.count == transport.limits.maximumRedirects + 1)
        let bad = URL(string: "http://app.test/bad")!
        transport.answer(bad, with: .redirect(to: "http://[oops"))
        #expect(failure(transport.fetch(HTTPRequest(url: bad))) == (.malformedAnswer("a redirect to http://[oops, which is not a URL")))
    }

    @Test func answersForOneRouteAreUsedInTurnAndTheLastOneStays() {
        let transport = FixtureTransport()
        transport.fail(page, with: .connectionReset)
        transport.answer(page, with: .html("second"))
        #expect(failure(transport.fetch(HTTPRequest(url: page))) == (.connectionReset))
        for _ in 0..<2 {
            #expect((try? transport.fetch(HTTPRequest(url: page)).get().body) == Array("second".utf8))
        }
    }

    @Test func anUnknownRouteFailsAndIsListed() {
        let transport = FixtureTransport()
        let outcome = transport.fetch(HTTPRequest(method: .delete, url: page))
        #expect(failure(outcome) == (.other("no fixture answers DELETE http://app.test/page")))
        #expect(transport.unanswered == [FixtureRoute(.delete, page)])
    }

    @Test func aDelayedAnswerWaitsForTheClockAndACancelledOneNeverComes() {
        let transport = FixtureTransport(skipsIdleTime: false)
        transport.answer(page, with: .html("late"), after: .seconds(2))
        var arrived: [String] = []
        transport.start(HTTPRequest(url: page)) { _ in arrived.append("first") }
        let second = transport.start(HTTPRequest(url: page)) { _ in arrived.append("second") }
        transport.advance(by: .seconds(1))
        #expect(arrived.isEmpty)
        transport.cancel(second)
        transport.advance(by: .seconds(1))
        #expect(arrived == ["first"])
        #expect(transport.pendingCount == 0)
    }

    @Test func skippingIdleTimeJumpsTheClockToTheNextAnswer() {
        let transport = FixtureTransport()
        transport.answer(page, with: .html("late"), after: .seconds(30))
        let started = transport.clock.now
        let wall = SystemMonotonicClock().now
        #expect((try? transport.fetch(HTTPRequest(url: page)).get().status) == 200)
        #expect(transport.clock.now - started == .seconds(30))
        #expect(SystemMonotonicClock().now - wall < .seconds(5), "no real waiting")
    }

    @Test func aStreamingAnswerHandsOverItsBodyAndStopsWhenTheReceiverCancels() {
        let transport = FixtureTransport()
        transport.answer(page, with: .html("all of it"))
        var chunks: [String] = []
        var finished: Result<HTTPResponse, NetError>?
        transport.startStreaming(HTTPRequest(url: page), onBytes: { head, bytes in
            chunks.append("\(head.status) \(String(decoding: bytes, as: UTF8.self))")
        }, completion: { finished = $0 })
        transport.runUntilIdle()
        #expect(chunks == ["200 all of it"])
        #expect((try? finished?.get().body) == [], "the body went to the receiver")

        var cancelledFinished = false
        var id: TransferID?
        id = transport.startStreaming(HTTPRequest(url: page), onBytes: { _, _ in
            if let id { transport.cancel(id) }
        }, completion: { _ in cancelledFinished = true })
        transport.runUntilIdle()
        #expect(!cancelledFinished)
    }

    @Test func aBodyOverTheLimitIsTooLarge() {
        var configuration = TransportConfiguration()
        configuration.limits.maximumBodyBytes = 4
        let transport = FixtureTransport(configuration: configuration)
        transport.answer(page, with: .html("12345"))
        #expect(failure(transport.fetch(HTTPRequest(url: page))) == (.tooLarge(limit: 4)))
    }

    @Test func aWebSocketIsRefusedAndTheAttemptKept() {
        let transport = FixtureTransport()
        let socket = WebSocket(url: URL(string: "ws://app.test/cable")!, transport: transport)
        var closure: WebSocketClosure?
        socket.onClose = { closure = $0 }
        socket.connect()
        transport.runUntilIdle()
        var none: [PollDescriptor] = []
        transport.poll(waitingOn: &none, timeoutMilliseconds: 0)
        #expect(closure?.error == .network(.connectionRefused(host: "app.test")))
        #expect(transport.connectionAttempts.map(\.absoluteString) == ["http://app.test/cable"])
    }

    @Test func pollWaitsOnRealDescriptorsAndWatches() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let transport = FixtureTransport()
        var watched: [Bool] = []
        let watch = transport.watch(ends[0]) { readable, _ in watched.append(readable) }
        var waits = [PollDescriptor(ends[0])]
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 10)
        #expect(!waits[0].isReadable)
        #expect(watched.isEmpty)
        _ = write(ends[1], "x", 1)
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 1000)
        #expect(waits[0].isReadable)
        #expect(watched == [true])
        transport.unwatch(watch)
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 0)
        #expect(watched == [true])
    }
}
