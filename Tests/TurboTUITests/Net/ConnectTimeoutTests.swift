import Foundation
import Testing
import Net

/// A listener whose queue is full and which never accepts: the kernel drops
/// further SYNs, so a connection attempt hangs until the connect timeout.
@Suite("Connect timeout")
struct ConnectTimeoutTests {
    @Test func aServerThatNeverAcceptsTimesOutConnecting() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 0) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(listening)
        // Fill the accept queue (backlog 0 holds one connection) with connections nobody accepts.
        var fillers: [Int32] = []
        defer { fillers.forEach { close($0) } }
        for _ in 0..<2 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, length) }
            }
            fillers.append(filler)
        }
        let url = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/")!
        let transport = CurlTransport(configuration: TransportConfiguration(limits: TransportLimits(connectTimeoutSeconds: 1)))
        let started = Date()
        #expect(transport.fetch(HTTPRequest(url: url)).failure == .connectTimedOut(host: "127.0.0.1", seconds: 1))
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
