import Foundation
import Testing
import Net

/// A listener whose queue is full and which never accepts: the kernel drops
/// further SYNs, so a connection attempt hangs until the connect timeout.
@Suite("Connect timeout")
struct ConnectTimeoutTests {
    @Test func aServerThatNeverAcceptsTimesOutConnecting() throws {
        let listener = try LoopbackListener(backlog: 0)
        // Open until the test ends: its last use is not where the test needs it closed.
        defer { withExtendedLifetime(listener) {} }
        // Fill the accept queue (backlog 0 holds one connection) with connections nobody accepts.
        var fillers: [Int32] = []
        defer { fillers.forEach { close($0) } }
        for _ in 0..<2 { fillers.append(listener.connectFromHere()) }
        let url = listener.url("/")
        let transport = CurlTransport(configuration: TransportConfiguration(limits: TransportLimits(connectTimeoutSeconds: 1)))
        let started = Date()
        #expect(transport.fetch(HTTPRequest(url: url)).failure == .connectTimedOut(host: "127.0.0.1", seconds: 1))
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
