import Foundation
import Testing

/// libcurl is opened on first use (Sources/CCurl/CurlLibrary.c): a dump of a
/// file must not load it, a dump of a web page must. The dynamic linker's own
/// log (LD_DEBUG=files) says which libraries the real binary opened.
@Suite("libcurl loaded on first use")
struct LazyCurlTests {
    private func librariesOpened(by arguments: [String]) throws -> (result: ProcessResult, log: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        let result = try ProcessRunner.run(TestPaths.binary, arguments, environment: environment)
        return (result, result.standardError)
    }

    @Test func aFileDumpNeverOpensLibcurl() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-curl-\(UUID().uuidString).html")
        try Data("<p>offline".utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let (result, log) = try librariesOpened(by: ["--dump", page.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("offline"))
        #expect(log.contains("libncursesw"), "LD_DEBUG gave no log, so the check below proves nothing")
        #expect(!log.contains("libcurl"))
    }

    @Test func aWebDumpOpensLibcurlAndFetches() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>fetched over curl") }
        defer { server.stop() }
        let (result, log) = try librariesOpened(by: ["--dump", server.url("/").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("fetched over curl"))
        #expect(log.contains("libcurl.so.4"))
    }
}
