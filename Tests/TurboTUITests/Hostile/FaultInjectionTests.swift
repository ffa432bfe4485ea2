import Foundation
import Testing
import Net

/// What a user's network or a hostile server does to an answer (issue 14), against
/// a real server on 127.0.0.1 through libcurl: each ends fast with a message that
/// says what happened.
@Suite("Fault injection: broken, slow and hostile answers")
struct FaultInjectionTests {
    private func fetch(_ url: URL, limits: TransportLimits = TransportLimits()) -> Result<HTTPResponse, NetError> {
        CurlTransport(configuration: TransportConfiguration(limits: limits)).fetch(HTTPRequest(url: url))
    }

    private static func raw(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aBodyTrickledAByteAtATimeEndsAtTheAnswerDeadline() throws {
        let head = Self.raw("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n")
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        let server = try LoopbackHTTPServer { _ in .trickle(head: head, rest: body, piece: 1, interval: 0.05) }
        defer { server.stop() }
        let started = Date()
        let failure = fetch(server.url("/"), limits: TransportLimits(idleTimeoutSeconds: 1, answerTimeoutSeconds: 3)).failure
        #expect(failure == .answerTooSlow(seconds: 3))
        #expect(Date().timeIntervalSince(started) < 8)
        #expect(failure?.description == "the answer was still arriving after 3 s (the server sends it too slowly)")
    }

    @Test func headersTrickledALineAtATimeAreNotCalledSilence() throws {
        var head = "HTTP/1.1 200 OK\r\n"
        for index in 0..<200 { head += "X-Slow-\(index): yes\r\n" }
        let answer = Self.raw(head)
        let server = try LoopbackHTTPServer { _ in .trickle(head: [], rest: answer, piece: 20, interval: 0.4) }
        defer { server.stop() }
        // Each line comes sooner than the idle limit, so the only honest end is the deadline.
        let failure = fetch(server.url("/"), limits: TransportLimits(idleTimeoutSeconds: 1, answerTimeoutSeconds: 3)).failure
        #expect(failure == .answerTooSlow(seconds: 3))
    }

    /// Each hop's headers take about 1.5 s, under the 3 s deadline, and six
    /// redirects lead to the page: the deadline was per hop, so the visit took
    /// 10 s; it counts from the first hop now and ends the chain at 3 s.
    @Test func aRedirectChainOfSlowHopsEndsAtTheAnswerDeadline() throws {
        let server = try LoopbackHTTPServer { request in
            let hop = Int(request.target.split(separator: "/").last ?? "") ?? 0
            let head = hop < 6
                ? "HTTP/1.1 302 Found\r\nLocation: /hop/\(hop + 1)\r\nX-Slow-A: 1\r\nX-Slow-B: 2\r\nContent-Length: 0\r\n\r\n"
                : "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Slow-A: 1\r\nX-Slow-B: 2\r\nContent-Length: 4\r\n\r\ndone"
            return .trickle(head: [], rest: Self.raw(head), piece: 16, interval: 0.3)
        }
        defer { server.stop() }
        let started = Date()
        let failure = fetch(server.url("/hop/0"), limits: TransportLimits(idleTimeoutSeconds: 2, answerTimeoutSeconds: 3)).failure
        #expect(failure == .answerTooSlow(seconds: 3))
        #expect(Date().timeIntervalSince(started) < 7)
        #expect(server.requests.count <= 3, "the chain stopped at its second or third hop, not after \(server.requests.count)")
    }

    @Test func tenThousandSetCookieHeadersAreTooLargeHeadersNotAClosedConnection() throws {
        var head = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n"
        for index in 0..<10_000 { head += "Set-Cookie: c\(index)=\(index); Path=/\r\n" }
        let answer = Self.raw(head + "Content-Length: 2\r\n\r\nhi")
        let server = try LoopbackHTTPServer { _ in .raw(answer) }
        defer { server.stop() }
        let failure = fetch(server.url("/")).failure
        #expect(failure == .malformedAnswer("its headers are larger than curl accepts"))
        #expect(failure?.description == "the server's answer is broken (its headers are larger than curl accepts)")
    }

    @Test func aOneMegabyteHeaderLineIsABrokenAnswer() throws {
        let line = "X-Big: " + String(repeating: "a", count: 1 << 20)
        let server = try LoopbackHTTPServer { _ in .raw(Self.raw("HTTP/1.1 200 OK\r\n\(line)\r\nContent-Length: 2\r\n\r\nhi")) }
        defer { server.stop() }
        guard case .malformedAnswer? = fetch(server.url("/")).failure else {
            Issue.record("expected a broken answer")
            return
        }
    }

    @Test func aServerClosingMidBodyIsNamed() throws {
        let server = try LoopbackHTTPServer { _ in
            .raw(Self.raw("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 5000\r\n\r\n<p>only part of it"))
        }
        defer { server.stop() }
        #expect(fetch(server.url("/")).failure == .connectionReset)
        #expect(NetError.connectionReset.description == "the server closed the connection before the answer was complete")
    }

    @Test func aServerClosingMidChunkIsNamed() throws {
        let server = try LoopbackHTTPServer { _ in
            .raw(Self.raw("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n<p>ab\r\n400\r\nhalf a chunk"))
        }
        defer { server.stop() }
        #expect(fetch(server.url("/")).failure == .connectionReset)
    }

    /// 10 GB of zeros as gzip, made of one repeated deflate piece (a full flush makes each
    /// megabyte's piece the same bytes); the client must stop at the body limit, counted
    /// after decompression, long before the end (so the trailer is never checked).
    @Test func aGzipBombStopsAtTheBodyLimit() throws {
        let script = """
            import sys, zlib
            c = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = bytes(1 << 20)
            first = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
            piece = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
            open(sys.argv[1], "wb").write(first + piece * 10239 + b"\\x03\\x00" + bytes(8))
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bomb-\(getpid()).gz")
        defer { try? FileManager.default.removeItem(at: file) }
        let made = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path])
        #expect(made.status == 0, "\(made.standardError)")
        let body = [UInt8](try Data(contentsOf: file))
        #expect(body.count > 5_000_000 && body.count < 20_000_000, "\(body.count) bytes")
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")], body: body)
        }
        defer { server.stop() }
        let started = Date()
        #expect(fetch(server.url("/bomb"), limits: TransportLimits(maximumBodyBytes: 8 << 20)).failure == .tooLarge(limit: 8 << 20))
        #expect(fetch(server.url("/bomb")).failure == .tooLarge(limit: TransportLimits.defaultMaximumBodyBytes))
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
