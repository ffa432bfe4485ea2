import Foundation
import Testing
import Net

/// `turbo-tui --output FILE URL` against a real server on 127.0.0.1
/// (issue 20): any type saved as it came, through a partial file that is
/// renamed on success and removed on failure.
@Suite("--output of the executable")
struct OutputCommandTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-output-\(UUID().uuidString)")

    private var dataHome: URL { directory.appendingPathComponent("data") }
    private var downloads: URL { directory.appendingPathComponent("downloads") }

    private func environment() -> [String: String] {
        ProcessRunner.environment(["XDG_DATA_HOME": dataHome.path])
    }

    private func turboTUI(_ arguments: [String]) throws -> ProcessResult {
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        return try ProcessRunner.run(TestPaths.binary, ["--no-config"] + arguments, environment: environment())
    }

    private func downloadsListing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: downloads.path).sorted()
    }

    private static let pngBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<2000).map { UInt8($0 % 251) }

    @Test func savesAnAnswerThatIsNotAPageByteForByte() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [("Content-Type", "image/png")], body: Self.pngBytes) }
        defer { server.stop() }
        let file = downloads.appendingPathComponent("logo.png")
        let result = try turboTUI(["--output", file.path, server.url("/logo.png").absoluteString])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == "")
        #expect([UInt8](try Data(contentsOf: file)) == Self.pngBytes)
        #expect(try downloadsListing() == ["logo.png"], "no partial file is left")
        let mask = umask(0o022)
        umask(mask)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == Int(0o666 & ~mask), "a new file's mode under the umask, not mkstemp's 0600")
    }

    @Test func anExistingFileIsReplacedOnlyWhenTheDownloadSucceeds() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { request in
            request.target == "/good" ? .respond(status: 200, headers: [], body: Array("new".utf8))
                : .reset(afterBytes: Array("partial".utf8), headers: [])
        }
        defer { server.stop() }
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let file = downloads.appendingPathComponent("data.bin")
        try Data("old".utf8).write(to: file)
        let failed = try turboTUI(["--output", file.path, server.url("/dies").absoluteString])
        #expect(failed.status == 1)
        #expect(failed.standardError.hasPrefix("turbo-tui: \(server.url("/dies").absoluteString): "))
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(try downloadsListing() == ["data.bin"], "the partial file is removed")
        let good = try turboTUI(["-o", file.path, server.url("/good").absoluteString])
        #expect(good.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test func anHTTPErrorSavesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .html("<p>not here</p>", status: 404) }
        defer { server.stop() }
        let file = downloads.appendingPathComponent("missing.pdf")
        let result = try turboTUI(["--output", file.path, server.url("/missing.pdf").absoluteString])
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: \(server.url("/missing.pdf").absoluteString) answered HTTP 404; nothing saved\n")
        #expect(try downloadsListing() == [])
    }

    @Test func aSymbolicLinkIsNotWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [], body: Array("payload".utf8)) }
        defer { server.stop() }
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let precious = directory.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: precious)
        let link = downloads.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: precious)
        let result = try turboTUI(["--output", link.path, server.url("/").absoluteString])
        #expect(result.status == 1)
        #expect(result.standardError.contains("is a symbolic link; name the file it points to, or remove it"))
        #expect(try String(contentsOf: precious, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == precious.path)
        #expect(server.requests.isEmpty, "nothing is fetched for a destination that cannot be used")
    }

    @Test func aFileBehindSignInComesDownWithTheSharedCookieJar() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { request in
            if request.target == "/signin" {
                return .html("<p>in</p>", headers: [("Set-Cookie", "session=ok; Path=/; Max-Age=600")])
            }
            guard request.header("Cookie") == "session=ok" else { return .redirect(to: "/signin") }
            return .respond(status: 200, headers: [("Content-Type", "application/pdf")], body: Array("%PDF-1.4 report".utf8))
        }
        defer { server.stop() }
        let file = downloads.appendingPathComponent("report.pdf")
        let before = try turboTUI(["--output", file.path, server.url("/report.pdf").absoluteString])
        #expect(before.status == 0, "without the cookie the redirect leads to the sign-in page, which is saved")
        #expect(try String(contentsOf: file, encoding: .utf8) == "<p>in</p>")
        let after = try turboTUI(["--output", file.path, server.url("/report.pdf").absoluteString])
        #expect(after.status == 0, "\(after.standardError)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "%PDF-1.4 report")
    }

    @Test func dashWritesToStandardOutput() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [("Content-Type", "image/png")], body: Self.pngBytes) }
        defer { server.stop() }
        let result = try turboTUI(["--output", "-", server.url("/").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutputBytes == Self.pngBytes)
    }

    @Test func aDirectoryThatCannotBeWrittenIsSaidBeforeFetching() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .respond(status: 200, headers: [], body: [1]) }
        defer { server.stop() }
        let result = try turboTUI(["--output", directory.appendingPathComponent("no/such/dir/f").path, server.url("/").absoluteString])
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot write in \(directory.path)/no/such/dir: No such file or directory"))
        #expect(server.requests.isEmpty)
        #expect(try turboTUI(["--output", downloads.path, server.url("/").absoluteString]).standardError
            .contains("is a directory; name a file to save to"))
    }

    /// `--max-body-size` bounds the whole answer, which comes in turns of
    /// 256 KiB: each turn under the limit, the sum over it.
    @Test func theBodyLimitBoundsTheWholeStreamedAnswer() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: 3 << 20, chunked: true, headers: [("Content-Type", "application/zip")]) }
        defer { server.stop() }
        let file = downloads.appendingPathComponent("big.zip")
        let refused = try turboTUI(["--max-body-size", "1M", "--output", file.path, server.url("/big.zip").absoluteString])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("the answer is larger than 1 MiB (raise the limit with --max-body-size); nothing saved"),
                "\(refused.standardError)")
        #expect(try downloadsListing() == [], "no partial file is left")
        let saved = try turboTUI(["--max-body-size", "4M", "--output", file.path, server.url("/big.zip").absoluteString])
        #expect(saved.status == 0, "\(saved.standardError)")
        #expect(try downloadsListing() == ["big.zip"])
    }

    @Test func aBigAnswerIsStreamedToDiskInBoundedMemory() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let size = 200 << 20
        let server = try LoopbackHTTPServer { _ in .stream(totalBytes: size, chunked: false, headers: [("Content-Type", "application/zip")]) }
        defer { server.stop() }
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let file = downloads.appendingPathComponent("big.zip")
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/time"),
                                           ["-f", "peak %M", TestPaths.binary.path, "--no-config", "--output", file.path,
                                            server.url("/big.zip").absoluteString], environment: environment())
        #expect(result.status == 0, "\(result.standardError)")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.size] as? NSNumber)?.intValue == size, "past the 32M page limit: a download has none")
        let kilobytes = result.standardError.split(separator: "\n").last.flatMap { Int($0.dropFirst("peak ".count)) }
        let peakMiB = Double(kilobytes ?? .max) / 1024
        #expect(peakMiB < 60, "peak RSS \(peakMiB) MiB for a 200 MB download")
    }
}

/// Ctrl-C in the middle of `--output` leaves no partial file.
@Suite("--output interrupted")
struct OutputInterruptedTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalRemovesThePartialFile(_ number: Int32) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-outsig-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let server = try LoopbackHTTPServer { _ in .stall(afterBytes: Array(repeating: 7, count: 4096), headers: [], seconds: 20) }
        defer { server.stop() }
        let process = Process()
        process.executableURL = TestPaths.binary
        process.arguments = ["--no-config", "--output", directory.appendingPathComponent("f.bin").path, server.url("/").absoluteString]
        process.environment = ["PATH": "/usr/bin:/bin", "XDG_DATA_HOME": directory.appendingPathComponent("data").path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the first bytes are on disk in the partial file.
        let deadline = Date().addingTimeInterval(10)
        func partialSize() -> Int {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            guard let name = names.first(where: { $0.hasPrefix(".f.bin.part-") }) else { return 0 }
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
            return (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
        while partialSize() < 4096 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(partialSize() == 4096)
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + number)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "data" } == [])
    }
}
