import Foundation

/// A plain TCP connection to 127.0.0.1 for the protocols libcurl here cannot
/// speak or cannot stop in the middle of: the WebSocket upgrade and an
/// endless server-sent-events stream. Reads give up after a timeout.
final class LoopbackSocket {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeoutSeconds: Int = 10) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw DemoServerError("socket: errno \(errno)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw DemoServerError("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw DemoServerError("send failed: errno \(errno)") }
            offset += sent
        }
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Exactly `count` bytes, waiting for more as needed.
    func read(count: Int) throws -> [UInt8] {
        while buffer.count < count { try receive() }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }

    /// Everything up to and including `terminator`.
    func read(through terminator: String) throws -> String {
        let needle = Array(terminator.utf8)
        while true {
            if let end = Self.find(needle, in: buffer) {
                let bytes = try read(count: end + needle.count)
                return String(decoding: bytes, as: UTF8.self)
            }
            try receive()
        }
    }

    private func receive() throws {
        var chunk = [UInt8](repeating: 0, count: 16384)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else {
            throw DemoServerError(count == 0 ? "the server closed the connection" : "no answer in time (errno \(errno))")
        }
        buffer.append(contentsOf: chunk[..<count])
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}
