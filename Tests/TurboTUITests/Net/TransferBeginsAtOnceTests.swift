import Foundation
import Testing
import Net

/// `CurlTransport.start` begins the transfer itself (`beginAtOnce`): the
/// connection is asked for before the caller's next `poll`, so the browser's
/// first request does not wait for its first frame to be drawn.
@Suite("A transfer begins when it is started")
struct TransferBeginsAtOnceTests {
    @Test func theConnectionIsAskedForBeforeAnyPoll() throws {
        let listener = try LoopbackListener(backlog: 4)
        // Open until the test ends: its last use is not where the test needs it closed.
        defer { withExtendedLifetime(listener) {} }
        let url = listener.url("/first")
        let transport = CurlTransport()
        var delivered = false
        let id = transport.start(HTTPRequest(url: url)) { _ in delivered = true }
        #expect(!delivered, "nothing is delivered inside start")
        // The transport is not polled: only `start` can have connected.
        var waiting = pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)
        let pending = Glibc.poll(&waiting, 1, 2_000) == 1
        #expect(pending, "a connection waits to be accepted")
        // Accepted only when one waits (accept would block), and closed without an answer.
        if pending {
            let connection = accept(listener.descriptor, nil, nil)
            #expect(connection >= 0)
            if connection >= 0 { close(connection) }
        } else {
            transport.cancel(id)
            return
        }
        // The next polls deliver the failure, without waiting out their timeout.
        let started = Date()
        var none: [PollDescriptor] = []
        while !delivered && Date().timeIntervalSince(started) < 10 {
            transport.poll(waitingOn: &none, timeoutMilliseconds: 5_000)
        }
        #expect(delivered)
        #expect(Date().timeIntervalSince(started) < 4)
        transport.cancel(id)
    }
}
