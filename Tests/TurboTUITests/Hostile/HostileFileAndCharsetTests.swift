import Foundation
import Testing
import HTML
import Net

/// Files and answers that lost data or showed markup as text (issue 14): a CRLF
/// cookie file, a cookie jar that is a device or cannot be written, and a UTF-16
/// answer declared only in its Content-Type.
@Suite("Hostile files and charsets")
struct HostileFileAndCharsetTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-hostile-\(UUID().uuidString)")

    private func cookieServer(lasting count: Int = 0) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let headers = (0..<count).map { ("Set-Cookie", "lasting\($0)=\(String(repeating: "v", count: 40)); Path=/; Max-Age=86400") }
            guard request.target == "/set" else {
                return .html("<p>cookies: \(request.header("Cookie") ?? "none")</p>", headers: headers)
            }
            return .html("<p>set</p>", headers: headers)
        }
    }

    @Test func aCookieFileWithCRLFLineEndingsIsRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("cookies.txt")
        let text = "# Netscape HTTP Cookie File\r\n# written on Windows\r\n\r\n"
            + "127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tfirst\tone\r\n#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tsecond\ttwo\r\n"
        try text.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        guard case .contents(let cookies) = CookieFile(url: file).read() else {
            Issue.record("the file was not read")
            return
        }
        #expect(cookies.map(\.name) == ["first", "second"])
        #expect(cookies.map(\.httpOnly) == [false, true])

        // Through the real binary: sent, and still in the file after it saved a new one.
        let server = try cookieServer(lasting: 1)
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", "--no-references", "--cookie-jar", file.path, server.url("/").absoluteString)
        let sent = result.standardOutput.dropFirst("cookies: ".count).dropLast().split(separator: "; ").sorted()
        #expect(sent == ["first=one", "second=two"], "\(result.standardOutput) \(result.standardError)")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\tfirst\tone\n") && saved.contains("\tsecond\ttwo\n") && saved.contains("\tlasting0\t"), "\(saved)")
    }

    @Test func aCookieJarThatIsADeviceIsRefusedWithAReason() throws {
        let server = try cookieServer(lasting: 2)
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", "--no-references", "--cookie-jar", "/dev/full", server.url("/set").absoluteString)
        #expect(result.status == 0)
        #expect(result.standardOutput == "set\n")
        #expect(result.standardError == "turbo-tui: cannot read cookie file /dev/full: it is not a regular file; cookies will not be saved this run\n")
    }

    /// A full disk or quota: the save fails with EFBIG (SIGXFSZ ignored), the old
    /// file stays whole, and the page is still printed.
    @Test func aCookieSaveThatRunsOutOfRoomIsReportedAndKeepsTheOldFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("cookies.txt")
        let old = "127.0.0.1\tFALSE\t/\tFALSE\t4102444800\told\tcookie\n"
        try old.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let server = try cookieServer(lasting: 100)
        defer { server.stop() }
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/prlimit"),
                                           ["--fsize=2048", "--", TestPaths.binary.path, "--dump", "--no-references",
                                            "--cookie-jar", file.path, server.url("/set").absoluteString])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "set\n")
        #expect(result.standardError == "turbo-tui: cannot save cookies to \(file.path): File too large\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["cookies.txt"], "the temporary file is removed")
    }

    @Test func aUTF16AnswerDeclaredInContentTypeIsDecodedAsUTF16() throws {
        let html = "<title>Wide</title><p>héllo 日本</p>"
        let little = Array(html.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = Array(html.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(HTMLDecoder.decode(little, declaredCharset: "utf-16") == html)
        #expect(HTMLDecoder.decode(little, declaredCharset: "UTF-16LE") == html)
        #expect(HTMLDecoder.decode(big, declaredCharset: "utf-16be") == html)
        #expect(HTMLDecoder.sniff(Array("<meta charset=utf-16le>".utf8)).charset == .utf8, "a <meta> cannot say UTF-16")
        let server = try LoopbackHTTPServer { request in
            .respond(status: 200, headers: [("Content-Type", "text/html; charset=utf-16")],
                     body: request.target == "/le" ? little : [0xFF, 0xFE] + little)
        }
        defer { server.stop() }
        for path in ["/le", "/bom"] {
            let result = try ProcessRunner.turboTUI("--dump", "--no-references", server.url(path).absoluteString)
            #expect(result.standardOutput == "héllo 日本\n", "\(path): \(result.standardError)")
        }
    }
}
