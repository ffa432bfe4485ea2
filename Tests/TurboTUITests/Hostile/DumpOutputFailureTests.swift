import Foundation
import Testing

/// The dump's output going nowhere: a full disk is an error the user must
/// see, a reader that stops early (`| head`) is not.
@Suite("Dump output failures")
struct DumpOutputFailureTests {
    private func page() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID().uuidString).html")
        try String(repeating: "<p>a line of text</p>\n", count: 20_000).write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func shell(_ command: String) throws -> ProcessResult {
        try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }

    @Test func aFullDiskIsReportedAndFails() throws {
        let file = try page()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try shell("'\(TestPaths.binary.path)' --dump '\(file.path)' > /dev/full")
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: cannot write the page to standard output: No space left on device\n")
    }

    @Test func aReaderThatStopsEarlyIsNoError() throws {
        let file = try page()
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try shell("'\(TestPaths.binary.path)' --dump '\(file.path)' | head -c 10 > /dev/null")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
    }
}
