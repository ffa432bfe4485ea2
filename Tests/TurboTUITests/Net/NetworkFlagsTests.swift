import Foundation
import Testing
import CLI
import Net

/// The network flags, parsed and then used by the real binary.
@Suite("Network flags of the executable")
struct NetworkFlagsTests {
    private let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-data-\(UUID().uuidString)")

    private var defaultJar: URL { dataHome.appendingPathComponent("turbo-tui/cookies.txt") }

    /// The test's own environment, with a private data directory and no proxy.
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ProcessRunner.environment(["XDG_DATA_HOME": dataHome.path].merging(extra) { $1 })
    }

    private func dump(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, ["--dump", "--no-references"] + arguments, environment: environment(extra))
    }

    private func cookieServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.target == "/login" else { return .html("<p>cookies: \(request.header("Cookie") ?? "none")</p>") }
            return .html("<p>welcome</p>", headers: [("Set-Cookie", "remember=me; Path=/; Max-Age=3600"),
                                                     ("Set-Cookie", "session=s; Path=/")])
        }
    }

    @Test func parsesTheFlags() throws {
        let options = try CommandLineOptions.parse(["--cookie-jar", "/tmp/jar.txt", "--no-save-cookies", "--insecure",
                                                    "--max-body-size=64M", "--dump", "http://x.test/"])
        #expect(options.network.cookieJarPath == "/tmp/jar.txt")
        #expect(!options.network.savesCookies)
        #expect(options.network.insecure)
        #expect(options.network.maximumBodyBytes == 64 << 20)
        #expect(try CommandLineOptions.parse(["-k"]).network.insecure)
        #expect(throws: UsageError("--max-body-size wants a size such as 64M, 1G or 1048576, not 'lots'")) {
            try CommandLineOptions.parse(["--max-body-size", "lots"])
        }
    }

    @Test func theDefaultJarFollowsXDG() {
        #expect(CookieJarLocation.defaultFile(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])?.path == "/d/turbo-tui/cookies.txt")
        #expect(CookieJarLocation.defaultFile(environment: ["HOME": "/h"])?.path == "/h/.local/share/turbo-tui/cookies.txt")
        #expect(CookieJarLocation.defaultFile(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])?.path
            == "/h/.local/share/turbo-tui/cookies.txt")
        #expect(CookieJarLocation.defaultFile(environment: [:]) == nil)
    }

    @Test func dumpKeepsCookiesBetweenRuns() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let server = try cookieServer()
        defer { server.stop() }
        let first = try dump([server.url("/login").absoluteString])
        #expect(first.status == 0, "\(first.standardError)")
        let attributes = try FileManager.default.attributesOfItem(atPath: defaultJar.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let directory = try FileManager.default.attributesOfItem(atPath: defaultJar.deletingLastPathComponent().path)
        #expect((directory[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        let second = try dump([server.url("/page").absoluteString])
        #expect(second.standardOutput == "cookies: remember=me\n")
    }

    @Test func aNamedJarIsUsedAndNoSaveLeavesItAlone() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let server = try cookieServer()
        defer { server.stop() }
        let jar = dataHome.appendingPathComponent("elsewhere/jar.txt")
        _ = try dump(["--cookie-jar", jar.path, "--no-save-cookies", server.url("/login").absoluteString])
        #expect(!FileManager.default.fileExists(atPath: jar.path))
        _ = try dump(["--cookie-jar", jar.path, server.url("/login").absoluteString])
        #expect(FileManager.default.fileExists(atPath: jar.path))
        #expect(!FileManager.default.fileExists(atPath: defaultJar.path))
        #expect(try dump(["--cookie-jar", jar.path, server.url("/page").absoluteString]).standardOutput == "cookies: remember=me\n")
    }

    @Test func aDamagedJarIsReportedAndThePageStillShows() throws {
        defer { try? FileManager.default.removeItem(at: dataHome) }
        try FileManager.default.createDirectory(at: defaultJar.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: defaultJar)
        let server = try cookieServer()
        defer { server.stop() }
        let result = try dump([server.url("/page").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutput == "cookies: none\n")
        #expect(result.standardError.hasPrefix("turbo-tui: cookie file \(defaultJar.path) is damaged (it is not text); kept it as "))
        let kept = try FileManager.default.contentsOfDirectory(atPath: defaultJar.deletingLastPathComponent().path)
        #expect(kept.contains { $0.hasPrefix("cookies.txt.corrupt-") })
    }

    @Test func insecureWarnsLoudlyAndSkipsTheCheck() throws {
        let server = try TLSTestServer()
        let checked = try dump([server.url("/").absoluteString])
        #expect(checked.status == 1)
        #expect(checked.standardError.contains("secure connection failed"))
        let unchecked = try dump(["--insecure", server.url("/").absoluteString])
        #expect(unchecked.status == 0)
        #expect(unchecked.standardOutput == "secure page\n")
        #expect(unchecked.standardError.hasPrefix("turbo-tui: WARNING: --insecure is on: TLS certificates are NOT checked"))
    }

    @Test func theBodyLimitNamesItsFlag() throws {
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: 3 << 20, chunked: true, headers: [("Content-Type", "text/html")]) }
        defer { server.stop() }
        let limited = try dump(["--max-body-size", "1M", server.url("/big").absoluteString])
        #expect(limited.status == 1)
        #expect(limited.standardError.contains("the answer is larger than 1 MiB (raise the limit with --max-body-size)"))
        #expect(try dump(["--max-body-size", "4M", server.url("/big").absoluteString]).status == 0)
    }

    @Test func aProxyFromTheEnvironmentIsUsed() throws {
        let proxy = try LoopbackHTTPServer { request in .html("<p>via proxy: \(request.target)</p>") }
        defer { proxy.stop() }
        let result = try dump(["http://example.test/page"], environment: ["http_proxy": proxy.baseURL.absoluteString])
        #expect(result.standardOutput == "via proxy: http://example.test/page\n", "\(result.standardError)")
    }
}
