import Foundation
import Testing
import Net
import Base

@Suite("CurlTransport: many transfers on one loop")
struct CurlTransportTests {
    @Test func twentyDelayedRequestsRunAtTheSameTime() throws {
        let server = try LoopbackHTTPServer { request in
            .delayed(seconds: 0.3, .init(.html("<p>\(request.target)</p>")))
        }
        defer { server.stop() }
        let transport = CurlTransport()
        var bodies: [String] = []
        let started = Date()
        for index in 0..<20 {
            transport.start(HTTPRequest(url: server.url("/frame/\(index)"))) { result in
                if case .success(let response) = result { bodies.append(String(decoding: response.body, as: UTF8.self)) }
            }
        }
        transport.runUntilIdle()
        let elapsed = Date().timeIntervalSince(started)
        #expect(bodies.count == 20)
        #expect(Set(bodies).count == 20)
        // One after another they would take 6 s; together, a little over 0.3 s.
        #expect(elapsed < 3, "20 requests of 300 ms took \(elapsed) s")
    }

    @Test func aCancelledTransferNeverCompletes() throws {
        let server = try LoopbackHTTPServer { request in
            .delayed(seconds: request.target == "/slow" ? 5 : 0.2, .init(.html("<p>done</p>")))
        }
        defer { server.stop() }
        let transport = CurlTransport()
        var completed: [String] = []
        let slow = transport.start(HTTPRequest(url: server.url("/slow"))) { _ in completed.append("slow") }
        transport.start(HTTPRequest(url: server.url("/quick"))) { _ in completed.append("quick") }
        var none: [PollDescriptor] = []
        transport.poll(waitingOn: &none, timeoutMilliseconds: 50)
        transport.cancel(slow)
        let started = Date()
        transport.runUntilIdle()
        #expect(completed == ["quick"])
        #expect(Date().timeIntervalSince(started) < 4)
        #expect(transport.activeTransferCount == 0)
    }

    /// `start` sends the request before it returns when the connection is
    /// made at once (127.0.0.1): curl connected in its first call and sent
    /// only in the next, at the loop's next turn, after the browser's first
    /// frame. Three tries, one of which must send at once: a machine so busy
    /// that the kernel finishes the handshake late may miss a try, but the
    /// transport before the change never sent in `start`.
    @Test func aRequestIsSentBeforeStartReturnsWhenTheConnectionIsMadeAtOnce() throws {
        let arrived = DispatchSemaphore(value: 0)
        let server = try LoopbackHTTPServer { _ in
            arrived.signal()
            return .respond(status: 200, headers: [], body: Array("sent".utf8))
        }
        defer { server.stop() }
        var sentAtOnce = 0
        for _ in 0..<3 {
            let transport = CurlTransport()
            var body: [UInt8]?
            transport.start(HTTPRequest(url: server.url("/"))) { body = try? $0.get().body }
            // No call of the transport's in between: only `start` can have sent it.
            if arrived.wait(timeout: .now() + 2) == .success { sentAtOnce += 1 }
            transport.runUntilIdle()
            #expect(body == Array("sent".utf8))
            while arrived.wait(timeout: .now()) == .success {}
        }
        #expect(sentAtOnce >= 1, "no request of three was sent by start")
    }

    /// A streamed answer is handed on in turns of at most 256 KiB (and the
    /// one piece of curl's that crosses it), whole and in order: curl read up
    /// to 1.6 MB a call, and an arriving page's worker waited for all of it.
    @Test func aStreamedAnswerComesInTurnsOfAQuarterMegabyteWholeAndInOrder() throws {
        let body = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [("Content-Type", "application/octet-stream")], body: body) }
        defer { server.stop() }
        let transport = CurlTransport()
        var pieces: [[UInt8]] = []
        var rest: [UInt8]?
        transport.startStreaming(HTTPRequest(url: server.url("/big")), onBytes: { _, bytes in pieces.append(bytes) },
                                 completion: { result in rest = try? result.get().body })
        transport.runUntilIdle()
        #expect(Array(pieces.joined()) + (rest ?? []) == body)
        // A turn ends at the first of curl's pieces (16 KiB at most, CURL_MAX_WRITE_SIZE) that
        // crosses 256 KiB; what is left at the end may come with the completion instead.
        let turn = 256 * 1024 + 16 * 1024
        #expect(pieces.allSatisfy { $0.count <= turn }, "largest \(pieces.map(\.count).max() ?? 0)")
        #expect((rest?.count ?? 0) <= turn, "\(rest?.count ?? 0) bytes left for the completion")
        // So 3 MB takes at least 10 turns (11 when nothing is left): 11 came when every turn was near its most.
        #expect(pieces.count >= 10, "\(pieces.count) pieces")
    }

    /// The body limit counts every byte of a streamed answer, not what waits
    /// in one turn: a 3 MB answer taken in quarter-megabyte turns never had
    /// more than 1 MiB waiting, and still passes a 1 MiB limit only when the
    /// configuration lifts it (a download, an event stream).
    @Test func theBodyLimitBoundsAStreamedAnswerWhole() throws {
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: 3_000_000, chunked: true, headers: []) }
        defer { server.stop() }
        func stream(limit: Int) -> (received: Int, result: Result<HTTPResponse, NetError>?) {
            var configuration = TransportConfiguration()
            configuration.limits.maximumBodyBytes = limit
            let transport = CurlTransport(configuration: configuration)
            var received = 0
            var result: Result<HTTPResponse, NetError>?
            transport.startStreaming(HTTPRequest(url: server.url("/big")), configuration: configuration,
                                     onBytes: { _, bytes in received += bytes.count },
                                     completion: { result = $0 })
            transport.runUntilIdle()
            return (received, result)
        }
        let bounded = stream(limit: 1 << 20)
        #expect(bounded.result?.failure == .tooLarge(limit: 1 << 20))
        #expect(bounded.received <= 1 << 20)
        let lifted = stream(limit: TransportLimits.unlimitedBodyBytes)
        #expect(lifted.received + ((try? lifted.result?.get().body.count) ?? 0) == 3_000_000)
    }

    /// When the caller's descriptor (a key, a worker's page) is ready, its
    /// answer comes before the transfers' next bytes: they wait for the next
    /// call, and never two calls in a row.
    @Test func theCallersReadyDescriptorComesBeforeTheTransfersButNeverStarvesThem() throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [], body: [UInt8](repeating: 7, count: 4_000_000)) }
        defer { server.stop() }
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        let transport = CurlTransport()
        var received = 0
        var finished = false
        transport.startStreaming(HTTPRequest(url: server.url("/big")), onBytes: { _, bytes in received += bytes.count },
                                 completion: { result in
                                     received += (try? result.get().body.count) ?? 0
                                     finished = true
                                 })
        var none: [PollDescriptor] = []
        for _ in 0..<2_000 where received == 0 { transport.poll(waitingOn: &none, timeoutMilliseconds: 100) }
        #expect(received > 0)
        // The server keeps the socket full: every call now has bytes to take.
        _ = Foundation.write(descriptors[1], "k", 1)
        var waits = [PollDescriptor(descriptors[0])]
        let before = received
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 5000)
        #expect(waits[0].isReadable)
        #expect(received == before, "the transfer moved on before the caller's descriptor was answered")
        // The descriptor stays readable (never read): the transfers still move every other call.
        var calls = 0
        while !finished && calls < 20_000 {
            transport.poll(waitingOn: &waits, timeoutMilliseconds: 5000)
            calls += 1
        }
        #expect(finished)
        #expect(received == 4_000_000)
    }

    @Test func pollReportsTheCallersOwnDescriptor() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        let transport = CurlTransport()
        var waits = [PollDescriptor(descriptors[0])]
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 50)
        #expect(!waits[0].isReadable)
        _ = Foundation.write(descriptors[1], "k", 1)
        let started = Date()
        transport.poll(waitingOn: &waits, timeoutMilliseconds: 5000)
        #expect(waits[0].isReadable)
        #expect(Date().timeIntervalSince(started) < 2)
    }

    @Test func sendsTheCallersHeadersAndTheDefaults() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/"), headers: [("Turbo-Frame", "comments"), ("X-Turbo-Request-Id", "abc")])
        _ = try CurlTransport().fetch(request).get()
        let received = try #require(server.requests.first)
        #expect(received.header("Turbo-Frame") == "comments")
        #expect(received.header("X-Turbo-Request-Id") == "abc")
        #expect(received.header("Accept") == "text/html, application/xhtml+xml")
        #expect(received.header("User-Agent")?.contains("turbo-tui/\(TurboTUIVersion.current)") == true)
        for encoding in ["gzip", "br", "zstd"] {
            #expect(received.header("Accept-Encoding")?.contains(encoding) == true)
        }
    }

    @Test func aHeaderValueCannotSmuggleInAnotherHeader() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/"), headers: [("Turbo-Frame", "x\r\nX-Evil: 1"), ("X-Fine", "yes")])
        _ = try CurlTransport().fetch(request).get()
        let received = try #require(server.requests.first)
        #expect(received.header("X-Evil") == nil)
        #expect(received.header("Turbo-Frame") == nil)
        #expect(received.header("X-Fine") == "yes")
    }

    @Test func postsAFormBodyWithoutWaitingForContinue() throws {
        let server = try LoopbackHTTPServer { request in .html("<p>\(request.body.count)</p>") }
        defer { server.stop() }
        let body = Array(String(repeating: "field=value&", count: 500).utf8)
        let response = try CurlTransport().fetch(HTTPRequest(method: .post, url: server.url("/posts"),
                                                              headers: [("Content-Type", "application/x-www-form-urlencoded")],
                                                              body: body)).get()
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.body == body)
        #expect(received.header("Expect") == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == "<p>\(body.count)</p>")
    }

    @Test func decodesAGzipBody() throws {
        let page = String(repeating: "<p>compressed page</p>\n", count: 200)
        let compressed = try Self.gzip(Array(page.utf8))
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "text/html"), ("Content-Encoding", "gzip")], body: compressed)
        }
        defer { server.stop() }
        let response = try CurlTransport().fetch(HTTPRequest(url: server.url("/"))).get()
        #expect(compressed.count < page.utf8.count / 4)
        #expect(String(decoding: response.body, as: UTF8.self) == page)
    }

    static func gzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-c", "-9"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }
}
