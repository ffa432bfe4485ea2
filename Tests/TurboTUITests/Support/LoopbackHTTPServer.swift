import Foundation

/// A small real HTTP/1.1 server on 127.0.0.1 for tests: each connection is
/// answered on its own thread by a handler that may also misbehave (stall,
/// reset, delay) so that the client's error paths run for real.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Request: Sendable {
        var method: String
        var target: String
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })?.value
        }
    }

    enum Reply: Sendable {
        case respond(status: Int, headers: [(String, String)], body: [UInt8])
        /// Sends the head and the first bytes, then waits this long before closing.
        case stall(afterBytes: [UInt8], headers: [(String, String)], seconds: Double)
        /// Closes the connection without a word.
        case close
        /// Sends the head and the first bytes, then resets the connection (TCP RST).
        case reset(afterBytes: [UInt8], headers: [(String, String)])
        /// Streams `totalBytes` of body, chunked when `chunked` (so no length
        /// is known in advance), until done or the client hangs up.
        case stream(totalBytes: Int, chunked: Bool, headers: [(String, String)])
        case delayed(seconds: Double, Box)
        /// Exactly these bytes, head and all (a broken answer), then the connection closes.
        case raw([UInt8])
        /// `head` at once, then `rest` `piece` bytes every `interval` seconds (a slow or
        /// hostile server), until sent, the client hangs up or the server stops.
        case trickle(head: [UInt8], rest: [UInt8], piece: Int, interval: Double)
        /// `head` and `first` at once, then nothing until the test opens `gate` (or the
        /// server stops), then `rest`: an answer provably unfinished for as long as a test
        /// needs, however slow the machine, with no clock in the test.
        case held(head: [UInt8], first: [UInt8], rest: [UInt8], gate: Gate)

        final class Box: Sendable {
            let reply: Reply
            init(_ reply: Reply) { self.reply = reply }
        }

        static func html(_ body: String, status: Int = 200, headers: [(String, String)] = []) -> Reply {
            .respond(status: status, headers: [("Content-Type", "text/html; charset=utf-8")] + headers, body: Array(body.utf8))
        }

        static func redirect(to location: String, status: Int = 302) -> Reply {
            .respond(status: status, headers: [("Location", location)], body: [])
        }
    }

    typealias Handler = @Sendable (Request) -> Reply

    /// What a `.held` reply waits on: the test opens it when the rest may go.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var opened = false
        /// Whether a held reply is waiting on it now (it sent its first part).
        private(set) var isHolding: Bool {
            get { condition.withLock { holding } }
            set { condition.withLock { holding = newValue } }
        }
        private var holding = false

        func open() { condition.withLock { opened = true; condition.broadcast() } }

        /// Waits until opened or `stop` says so, looking again every 50 ms.
        fileprivate func wait(orStop stop: () -> Bool) {
            isHolding = true
            defer { isHolding = false }
            condition.lock()
            defer { condition.unlock() }
            while !opened, !stop() {
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05))
            }
        }
    }

    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var log: [Request] = []
    private var streamedBytes = 0
    private var stopped = false

    /// `port` 0 picks a free port; a given port brings a stopped server back.
    init(port requestedPort: UInt16 = 0, handler: @escaping Handler) throws {
        self.handler = handler
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        guard listener >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = requestedPort.bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else { throw ServerError.socket(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    var requests: [Request] { lock.withLock { log } }

    /// Body bytes that `.stream` replies managed to send before finishing or being cut off.
    var bytesStreamed: Int { lock.withLock { streamedBytes } }

    func stop() {
        let wasStopped = lock.withLock { () -> Bool in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        // Only shutdown here: it wakes the accept loop, which closes the
        // descriptor itself. Closing it here could let the accept loop call
        // accept on a number the kernel had already handed to another test's
        // socket, and answer that test's requests with this server's handler.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                close(listener)
                return
            }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var buffer: [UInt8] = []
        while true {
            guard let request = readRequest(connection, buffer: &buffer) else { return }
            lock.withLock { log.append(request) }
            guard send(handler(request), on: connection) else { return }
        }
    }

    /// Answers one request; false when the connection must end.
    private func send(_ reply: Reply, on connection: Int32) -> Bool {
        switch reply {
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "\r\n"
            return write(Array(head.utf8) + body, to: connection)
        case .stall(let bytes, let headers, let seconds):
            var head = "HTTP/1.1 200 OK\r\nContent-Length: \(bytes.count + 1_000_000)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            _ = write(Array((head + "\r\n").utf8) + bytes, to: connection)
            Thread.sleep(forTimeInterval: seconds)
            return false
        case .close:
            return false
        case .reset(let bytes, let headers):
            var head = "HTTP/1.1 200 OK\r\nContent-Length: \(bytes.count + 1_000_000)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            _ = write(Array((head + "\r\n").utf8) + bytes, to: connection)
            // Linger with a zero timeout: close() then sends RST instead of FIN.
            var linger = Foundation.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Foundation.linger>.size))
            return false
        case .stream(let total, let chunked, let headers):
            return stream(total: total, chunked: chunked, headers: headers, on: connection)
        case .delayed(let seconds, let box):
            Thread.sleep(forTimeInterval: seconds)
            return send(box.reply, on: connection)
        case .raw(let bytes):
            _ = write(bytes, to: connection)
            shutdown(connection, Int32(SHUT_WR))
            return false
        case .trickle(let head, let bytes, let piece, let interval):
            guard write(head, to: connection) else { return false }
            var offset = 0
            while offset < bytes.count, !lock.withLock({ stopped }) {
                let end = min(bytes.count, offset + piece)
                guard write(Array(bytes[offset..<end]), to: connection) else { return false }
                offset = end
                Thread.sleep(forTimeInterval: interval)
            }
            return false
        case .held(let head, let first, let rest, let gate):
            guard write(head + first, to: connection) else { return false }
            gate.wait { lock.withLock { stopped } }
            _ = write(rest, to: connection)
            return false
        }
    }

    private func stream(total: Int, chunked: Bool, headers: [(String, String)], on connection: Int32) -> Bool {
        var head = "HTTP/1.1 200 OK\r\n" + (chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(total)\r\n")
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        guard write(Array((head + "\r\n").utf8), to: connection) else { return false }
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
        var sent = 0
        while sent < total {
            let count = min(piece.count, total - sent)
            let framed = chunked ? Array((String(count, radix: 16) + "\r\n").utf8) + piece[..<count] + [13, 10]
                : Array(piece[..<count])
            guard write(framed, to: connection) else { return false }
            sent += count
            lock.withLock { streamedBytes += count }
        }
        return chunked ? write(Array("0\r\n\r\n".utf8), to: connection) : true
    }

    private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    private func readRequest(_ connection: Int32, buffer: inout [UInt8]) -> Request? {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            if let found = Self.find(separator, in: buffer) { headEnd = found; break }
            guard receive(connection, into: &buffer) else { return nil }
        }
        let head = String(decoding: buffer[..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap { Int($0.value) } ?? 0
        while buffer.count < length {
            guard receive(connection, into: &buffer) else { return nil }
        }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private func receive(_ connection: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 404: return "Not Found"
        case 422: return "Unprocessable Entity"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }

    enum ServerError: Error {
        case socket(Int32)
    }
}
