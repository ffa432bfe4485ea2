import Foundation
import Testing
import Net

/// Each way a server can fail gives its own `NetError`, fast.
@Suite("Transport failures")
struct TransportFailureTests {
    private func fetch(_ url: URL, limits: TransportLimits = TransportLimits(), insecure: Bool = false) -> Result<HTTPResponse, NetError> {
        CurlTransport(configuration: TransportConfiguration(limits: limits, insecure: insecure)).fetch(HTTPRequest(url: url))
    }

    @Test func aDeadPortIsRefused() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        let url = server.url("/")
        server.stop()
        #expect(fetch(url).failure == .connectionRefused(host: "127.0.0.1"))
    }

    @Test func aResetIsAReset() throws {
        let server = try LoopbackHTTPServer { _ in .reset(afterBytes: Array("<p>part".utf8), headers: []) }
        defer { server.stop() }
        #expect(fetch(server.url("/")).failure == .connectionReset)
    }

    @Test func aConnectionClosedWithoutAnswerIsAReset() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        defer { server.stop() }
        #expect(fetch(server.url("/")).failure == .connectionReset)
    }

    @Test func aStalledBodyTimesOut() throws {
        let server = try LoopbackHTTPServer { _ in .stall(afterBytes: Array("<p>first bytes".utf8), headers: [], seconds: 10) }
        defer { server.stop() }
        let started = Date()
        #expect(fetch(server.url("/"), limits: TransportLimits(idleTimeoutSeconds: 1)).failure == .timedOut(seconds: 1))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aRedirectLoopStopsAtTheLimit() throws {
        let server = try LoopbackHTTPServer { request in
            .redirect(to: request.target == "/a" ? "/b" : "/a")
        }
        defer { server.stop() }
        #expect(fetch(server.url("/a"), limits: TransportLimits(maximumRedirects: 5)).failure == .tooManyRedirects(limit: 5))
        #expect(server.requests.count == 6)
    }

    @Test func aFiftyMegabyteBodyStopsAtTheLimit() throws {
        let fiftyMB = 50_000_000
        // Chunked: no length to refuse up front, so the limit must stop the body as it arrives.
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: fiftyMB, chunked: true, headers: [("Content-Type", "text/html")]) }
        defer { server.stop() }
        let limit = TransportLimits.defaultMaximumBodyBytes
        #expect(fetch(server.url("/huge")).failure == .tooLarge(limit: limit))
        // The client hung up at 32 MiB; the rest was never sent (beyond what socket buffers held).
        #expect(server.bytesStreamed < limit + 8_000_000)
        let small = try LoopbackHTTPServer { _ in .stream(totalBytes: fiftyMB, chunked: true, headers: []) }
        defer { small.stop() }
        #expect(fetch(small.url("/huge"), limits: TransportLimits(maximumBodyBytes: 1 << 20)).failure == .tooLarge(limit: 1 << 20))
        #expect(small.bytesStreamed < 10_000_000)
    }

    @Test func aDeclaredLengthOverTheLimitIsRefusedBeforeTheBody() throws {
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: 50_000_000, chunked: false, headers: []) }
        defer { server.stop() }
        #expect(fetch(server.url("/huge")).failure == .tooLarge(limit: 32 << 20))
        #expect(NetError.tooLarge(limit: 32 << 20).description
            == "the answer is larger than 32 MiB (raise the limit with --max-body-size)")
    }

    @Test func anUnknownHostIsNotFound() {
        let url = URL(string: "http://no-such-host.invalid/")!
        #expect(fetch(url).failure == .hostNotFound(host: "no-such-host.invalid"))
    }

    @Test func aSelfSignedCertificateFailsVerification() throws {
        let server = try TLSTestServer()
        guard case .failure(.tls(let detail)) = fetch(server.url("/")) else {
            Issue.record("expected a TLS failure")
            return
        }
        #expect(!detail.isEmpty)
        let insecure = try fetch(server.url("/"), insecure: true).get()
        #expect(String(decoding: insecure.body, as: UTF8.self) == "<h1>secure page</h1>")
    }

    @Test func otherSchemesAreNotFetched() {
        let url = URL(string: "ftp://127.0.0.1/file")!
        #expect(fetch(url).failure == .unsupportedScheme("ftp"))
    }
}
