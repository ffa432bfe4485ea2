import Foundation

/// An HTTP/1.1 server on 127.0.0.1 that answers every request with a small
/// frame after a fixed delay, one thread per connection, like a Rails app
/// whose frames each take the same time to render.
final class FixedLatencyServer: Sendable {
    let port: UInt16
    private let listener: Int32

    init(latency: Double) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 256) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = UInt16(bigEndian: address.sin_port)
        Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread { Self.serve(connection, latency: latency) }.start()
            }
        }.start()
    }

    private static func serve(_ connection: Int32, latency: Double) {
        defer { close(connection) }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            // Requests carry no body here: the head ends at the first blank line.
            while !pending.containsHeadEnd {
                let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return }
                pending.append(contentsOf: chunk[..<count])
            }
            pending.removeFirst(pending.headEnd + 4)
            Thread.sleep(forTimeInterval: latency)
            let body = "<turbo-frame id=\"frame\"><p>frame content</p></turbo-frame>"
            let answer = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let sent = answer.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
        }
    }
}

private extension [UInt8] {
    var headEnd: Int {
        guard count >= 4 else { return -1 }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return index
        }
        return -1
    }

    var containsHeadEnd: Bool { headEnd >= 0 }
}
