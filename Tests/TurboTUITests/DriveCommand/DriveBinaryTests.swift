import Foundation
import Testing

/// `turbo-tui drive` as a program runs it: the real binary, lines on its
/// standard input or in a script, answers on standard output and nothing
/// else there, the exit status.
@Suite("Drive: the binary")
struct DriveBinaryTests {
    private static func drive(_ arguments: [String], input: String? = nil, jar: URL? = nil) throws -> ProcessResult {
        let jar = jar ?? FileManager.default.temporaryDirectory.appendingPathComponent("drive-jar-\(UUID().uuidString).txt")
        return try ProcessRunner.run(TestPaths.binary, ["drive", "--cookie-jar", jar.path] + arguments, input: input)
    }

    private static func answers(_ result: ProcessResult) -> [[String: Any]] {
        result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    @Test func everyLineGetsOneAnswerAndStandardOutputHoldsNothingElse() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let input = """
            {"visit":"\(server.url("/"))"}
            not json
            # a comment, and a blank line, get no answer

            {"click":"#nowhere"}
            {"click":"#second"}
            {"expect":{"title":"Second"}}
            """
        let result = try Self.drive([], input: input + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        let answers = Self.answers(result)
        #expect(answers.count == 5, "\(result.standardOutput)")
        #expect(answers.map { $0["ok"] as? Bool } == [true, false, false, true, true])
        #expect((answers[1]["error"] as? String)?.hasPrefix("Not a JSON line") == true)
        #expect(result.standardOutput.hasPrefix("{\"ok\":true,\"state\":{"), "ok comes first")
        #expect(!result.standardOutput.contains("\u{1B}"), "no terminal escape reaches the answers")
    }

    @Test func theURLArgumentOpensTheFirstPageAndTheSizeIsTheScreens() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let result = try Self.drive(["--width", "30", "--height", "6", server.url("/").absoluteString], input: #"{"screen":true}"# + "\n")
        #expect(result.status == 0)
        let rows = try #require(Self.answers(result).first?["rows"] as? [String])
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0.count <= 30 })
        #expect(rows[0] == " Home — http://127.0.0.1:\(server.port)".prefix(29).description + "…", "the title bar cut with an ellipsis")
    }

    @Test func aScriptStopsAtItsFirstFailedStepAndSaysWhich() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = directory.appendingPathComponent("failing.drive")
        try """
            # opened by the URL argument
            {"expect":{"title":"Home"}}
            {"expect":{"title":"Elsewhere"}}
            {"click":"#second"}
            """.write(to: failing, atomically: true, encoding: .utf8)
        let failed = try Self.drive(["--script", failing.path, server.url("/").absoluteString])
        #expect(failed.status == 1)
        #expect(Self.answers(failed).count == 2, "nothing after the failed step runs")
        #expect(failed.standardError.contains("\(failing.path):3: {\"expect\":{\"title\":\"Elsewhere\"}}: Expected the title \"Elsewhere\", but it is \"Home\"."),
                "\(failed.standardError)")
        #expect(!server.requests.contains { $0.target == "/second" })

        let passing = directory.appendingPathComponent("passing.drive")
        try (##"{"click":"#second"}"## + "\n" + ##"{"expect":{"path":"/second"}}"##).write(to: passing, atomically: true, encoding: .utf8)
        let passed = try Self.drive(["--script", passing.path, server.url("/").absoluteString])
        #expect(passed.status == 0, "\(passed.standardError)")
        #expect(Self.answers(passed).map { $0["ok"] as? Bool } == [true, true])
    }

    @Test func usageErrorsExitWithTwo() throws {
        let missing = try Self.drive(["--script", "/no/such/script.drive"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "turbo-tui drive: cannot read the script /no/such/script.drive\n")
        #expect(try Self.drive(["--dump"]).status == 2)
        #expect(try Self.drive(["--height", "2"]).standardError.contains("--height wants a number of rows from 5 to 1000"))
        let browserHeight = try ProcessRunner.run(TestPaths.binary, ["--height", "10", "http://127.0.0.1:1/"])
        #expect(browserHeight.status == 2)
        #expect(browserHeight.standardError == "turbo-tui: --height is an option of turbo-tui drive\n")
        let help = try ProcessRunner.run(TestPaths.binary, ["--help"])
        #expect(help.standardOutput.contains("turbo-tui drive [options] [URL]"))
    }

    @Test func aProxyFromTheEnvironmentIsUsedAsByTheBrowser() throws {
        let proxy = try LoopbackHTTPServer { request in .html("<title>Proxied</title><p>via proxy: \(request.target)</p>") }
        defer { proxy.stop() }
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("drive-proxy-\(UUID().uuidString).txt")
        let result = try ProcessRunner.run(TestPaths.binary, ["drive", "--cookie-jar", jar.path, "http://example.test/page"],
                                           environment: ["http_proxy": proxy.baseURL.absoluteString],
                                           input: ##"{"text":true}"## + "\n")
        let text = Self.answers(result).first?["text"] as? String
        #expect(text == "via proxy: http://example.test/page", "\(result.standardOutput) \(result.standardError)")
    }

    /// Issue 32, item 8: a line has a size cap, and an error quotes only a prefix of what it was given.
    @Test func aHugeLineIsRefusedWholeAndAnErrorQuotesAPrefix() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let huge = #"{"visit":""# + String(repeating: "a", count: (16 << 20) + 10) + #""}"#
        let selector = String(repeating: "div ", count: 200_000)
        let input = [#"{"visit":"\#(server.url("/"))"}"#, huge, #"{"click":"\#(selector)"}"#, #"{"text":"title"}"#].joined(separator: "\n")
        let result = try Self.drive([], input: input + "\n")
        let answers = Self.answers(result)
        try #require(answers.count == 4, "\(result.standardOutput.prefix(500))")
        #expect(answers.map { $0["ok"] as? Bool } == [true, false, false, true])
        #expect((answers[1]["error"] as? String)?.contains("over the 16 MiB") == true, "\(answers[1])")
        #expect(result.standardOutput.utf8.count < 20_000, "no answer echoes its input: \(result.standardOutput.utf8.count) bytes")
    }

    @Test func theEndOfInputEndsTheSessionAtOnce() throws {
        let result = try Self.drive([], input: "")
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
    }
}

/// A session ended by a signal ends as the browser's does.
@Suite("Drive: signals")
struct DriveSignalTests {
    @Test func aSignalStopsTheSessionSavesTheJarAndExitsWithOne() throws {
        let server = try DriveSite.start()
        defer { server.stop() }
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("drive-signal-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: jar) }
        let drive = try DriveProcess(["--cookie-jar", jar.path])
        let answer = drive.send(#"{"visit":"\#(server.url("/"))"}"#)
        #expect(answer?.hasPrefix(#"{"ok":true,"state":"#) == true, "\(answer ?? "no answer")")
        #expect(!FileManager.default.fileExists(atPath: jar.path), "the jar is written at the end, as the browser writes it")
        kill(drive.pid, SIGTERM)
        let end = try #require(drive.finish())
        #expect(end.status == 1)
        #expect(end.errors.contains("turbo-tui drive: stopped by SIGTERM"))
        let saved = try String(contentsOf: jar, encoding: .utf8)
        #expect(saved.contains("\tvisited\tyes"), "the lasting cookie went to the file: \(saved)")
    }
}
