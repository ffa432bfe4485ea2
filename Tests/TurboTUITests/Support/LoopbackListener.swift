import Foundation

/// A TCP socket listening on 127.0.0.1 at a port the kernel chose, which
/// nobody accepts from unless the test does: for tests of what a client
/// does before (or without) an answer.
final class LoopbackListener {
    let descriptor: Int32
    let address: sockaddr_in

    /// `backlog`: connections the kernel queues before it drops further SYNs.
    init(backlog: Int32) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, backlog) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard listening else {
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        self.descriptor = descriptor
        self.address = address
    }

    deinit { close(descriptor) }

    var port: UInt16 { UInt16(bigEndian: address.sin_port) }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// A connection of its own to this listener, not blocking (it may still be connecting).
    func connectFromHere() -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var target = address
        _ = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return client
    }
}
