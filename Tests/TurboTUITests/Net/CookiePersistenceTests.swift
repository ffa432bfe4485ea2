import Foundation
import Testing
import Net

/// Lasting cookies survive a restart through a Netscape cookies.txt that only
/// its owner can read; a damaged file is kept aside, never overwritten.
@Suite("Cookie file")
struct CookiePersistenceTests {
    private let directory: URL
    private let file: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-cookies-\(UUID().uuidString)")
        file = directory.appendingPathComponent("data/turbo-tui/cookies.txt")
    }

    private func server() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            guard request.target == "/login" else { return .html("<p>\(request.header("Cookie") ?? "none")</p>") }
            return .html("<p>in</p>", headers: [("Set-Cookie", "remember_token=abc123; Path=/; Max-Age=86400; HttpOnly"),
                                                ("Set-Cookie", "session_id=temporary; Path=/")])
        }
    }

    private func transport(saves: Bool = true) -> CurlTransport {
        CurlTransport(configuration: TransportConfiguration(cookieFile: file, savesCookies: saves))
    }

    private func cookieHeader(_ transport: CurlTransport, _ url: URL) throws -> String {
        String(decoding: try transport.fetch(HTTPRequest(url: url)).get().body, as: UTF8.self)
    }

    @Test func lastingCookiesSurviveARestart() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try server()
        defer { server.stop() }
        let first = transport()
        _ = try cookieHeader(first, server.url("/login"))
        try first.saveCookies()

        let second = transport()
        #expect(second.cookieJar.problems.isEmpty)
        #expect(try cookieHeader(second, server.url("/page")) == "<p>remember_token=abc123</p>")
    }

    @Test func theFileIsPrivateAndHoldsNoSessionCookies() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try server()
        defer { server.stop() }
        let transport = transport()
        _ = try cookieHeader(transport, server.url("/login"))
        try transport.saveCookies()
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# Netscape HTTP Cookie File\n"))
        #expect(text.contains("#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t"))
        #expect(text.contains("\tremember_token\tabc123\n"))
        #expect(!text.contains("session_id"))
        // Written through a temporary file that is gone after the rename.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(siblings == ["cookies.txt"])
    }

    /// Issue 32: a damaged file keeps its good lines; the file as it was is set aside.
    @Test func aDamagedFileKeepsItsGoodCookiesAndIsKeptAside() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let damaged = "# Netscape HTTP Cookie File\nexample.com\tFALSE\t/\tFALSE\t4102444800\tok\tyes\n\u{1}\u{2}garbage here\n"
        try damaged.write(to: file, atomically: false, encoding: .utf8)
        let jar = CookieJar(file: file)
        let problem = try #require(jar.problems.first)
        guard case .damagedLinesSkipped(let copy, let line, let count, _) = problem.kind else {
            Issue.record("expected the good lines kept and the file set aside: \(jar.problems)")
            return
        }
        #expect(problem.path == file.path)
        #expect(line == 3 && count == 1)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == damaged)
        #expect(jar.cookies.map(\.name) == ["ok"], "the good line's cookie is in the jar")
        try jar.save()
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\tok\tyes\n"), "written back at the first save")
        jar.add(try #require(Cookie(netscapeLine: "example.com\tFALSE\t/\tFALSE\t4102444800\tnew\tone")))
        try jar.save()
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == damaged)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\tnew\tone\n") && saved.contains("\tok\tyes\n") && !saved.contains("garbage"))
    }

    @Test func aFileWithoutOneCookieLineIsSetAsideWhole() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"not\": \"cookies\"}\n".write(to: file, atomically: false, encoding: .utf8)
        let jar = CookieJar(file: file)
        guard case .corruptMovedAside(_, 1, _)? = jar.problems.first?.kind else {
            Issue.record("expected the file moved aside: \(jar.problems)")
            return
        }
        #expect(jar.cookies.isEmpty)
    }

    @Test func anUnreadableFileIsNeverOverwritten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // A directory where the file should be: it cannot be read as a file.
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let jar = CookieJar(file: file)
        guard case .unreadable = try #require(jar.problems.first).kind else {
            Issue.record("expected an unreadable file: \(jar.problems)")
            return
        }
        jar.add(try #require(Cookie(netscapeLine: "example.com\tFALSE\t/\tFALSE\t4102444800\tnew\tone")))
        try jar.save()
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func aFileThatCannotBeWrittenIsReported() throws {
        let jar = CookieJar(file: URL(fileURLWithPath: "/dev/null/turbo-tui/cookies.txt"))
        jar.add(try #require(Cookie(netscapeLine: "example.com\tFALSE\t/\tFALSE\t4102444800\tnew\tone")))
        #expect(throws: PrivateFileProblem(.cookies, path: "/dev/null/turbo-tui/cookies.txt", .cannotSave(reason: "cannot create /dev/null/turbo-tui"))) {
            try jar.save()
        }
    }

    @Test func noSaveCookiesReadsButNeverWrites() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let saved = "127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tkept\tvalue\n"
        try saved.write(to: file, atomically: false, encoding: .utf8)
        let server = try server()
        defer { server.stop() }
        let transport = transport(saves: false)
        #expect(try cookieHeader(transport, server.url("/page")) == "<p>kept=value</p>")
        _ = try cookieHeader(transport, server.url("/login"))
        try transport.saveCookies()
        #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    }

    @Test func expiredAndSessionCookiesInTheFileAreNotLoaded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            127.0.0.1\tFALSE\t/\tFALSE\t1000\told\tgone
            127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\tgone
            127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tlasting\there

            """.write(to: file, atomically: false, encoding: .utf8)
        #expect(CookieJar(file: file).cookies.map(\.name) == ["lasting"])
    }
}
