import Foundation
import Testing
import Net

/// A cookie file others can read (copied in, made by another tool, a loose
/// umask) is made private before turbo-tui uses it, and the user is told.
@Suite("Cookie file privacy")
struct CookieFilePrivacyTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-privacy-\(UUID().uuidString)")
    private var file: URL { directory.appendingPathComponent("cookies.txt") }

    private func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    private func write(_ text: String, mode: Int) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    }

    @Test(arguments: [0o644, 0o666, 0o640, 0o604])
    func aFileOthersCanReadIsMadePrivateAndReported(mode original: Int) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tremember\tyes\n", mode: original)
        let jar = CookieJar(file: file)
        #expect(try mode(file) == 0o600)
        #expect(jar.problems == [PrivateFileProblem(.cookies, path: file.path, .madePrivate(mode: original))])
        #expect(jar.problems.first?.description == "cookie file \(file.path) could be read by others (mode \(String(original, radix: 8))); made it private (600)")
        #expect(jar.cookies.map(\.name) == ["remember"], "its cookies are still used")
    }

    @Test func aPrivateFileIsLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tremember\tyes\n", mode: 0o600)
        let jar = CookieJar(file: file)
        #expect(jar.problems.isEmpty)
        #expect(try mode(file) == 0o600)
    }

    @Test func aDamagedFileKeptAsideIsPrivateToo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tremember\tyes\nnot a cookie\n", mode: 0o644)
        let jar = CookieJar(file: file)
        let movedTo = try #require(jar.problems.compactMap { problem -> String? in
            if case .damagedLinesSkipped(let copy, _, _, _) = problem.kind { return copy } else { return nil }
        }.first)
        #expect(try mode(URL(fileURLWithPath: movedTo)) == 0o600)
    }

    @Test func theDumpSaysSoOnStandardError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tremember\tyes\n", mode: 0o644)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("privacy-\(UUID().uuidString).html")
        try "<p>hi".write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let server = try LoopbackHTTPServer { _ in .html("<p>hello") }
        let result = try ProcessRunner.turboTUI("--cookie-jar", file.path, "--dump", server.url("/").absoluteString)
        #expect(result.status == 0)
        #expect(result.standardError.contains("could be read by others (mode 644); made it private (600)"), "\(result.standardError)")
        #expect(try mode(file) == 0o600)
    }
}
