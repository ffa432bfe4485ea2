import Foundation
import Testing
import Net

/// HTTP/2 is used when the server offers it (over TLS, by ALPN). Needs
/// nghttpd (Debian package nghttp2-server); without it the test is skipped.
@Suite("HTTP/2")
struct HTTP2Tests {
    static let nghttpd = "/usr/sbin/nghttpd"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: nghttpd), "needs nghttpd (apt-get install nghttp2-server)"))
    func answersComeOverHTTP2WhenOffered() throws {
        let documents = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-h2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: documents) }
        try "<h1>over h2</h1>".write(to: documents.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let port = try Self.freePort()
        let tls = TestPaths.fixture("tls")
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.nghttpd)
        server.arguments = ["-a", "127.0.0.1", "-d", documents.path, String(port),
                            tls.appendingPathComponent("key.pem").path, tls.appendingPathComponent("cert.pem").path]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let transport = CurlTransport(configuration: TransportConfiguration(insecure: true))
        let url = URL(string: "https://127.0.0.1:\(port)/index.html")!
        var first = transport.fetch(HTTPRequest(url: url))
        for _ in 0..<50 where first.failure == .connectionRefused(host: "127.0.0.1") {
            Thread.sleep(forTimeInterval: 0.05) // nghttpd is still starting
            first = transport.fetch(HTTPRequest(url: url))
        }
        #expect(try first.get().protocolVersion == "HTTP/2")
        var versions: [String] = []
        for _ in 0..<10 {
            transport.start(HTTPRequest(url: url)) { versions.append((try? $0.get().protocolVersion) ?? "failed") }
        }
        transport.runUntilIdle()
        #expect(versions == Array(repeating: "HTTP/2", count: 10))
    }

    /// A port nobody listens on right now, from the kernel.
    static func freePort() throws -> Int {
        let probe = try LoopbackHTTPServer { _ in .close }
        defer { probe.stop() }
        return Int(probe.port)
    }
}
