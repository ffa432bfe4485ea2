import Foundation
import Testing

/// `turbo-tui drive` is the browser's engine with the browser's settings
/// (`BrowserSetup`): app tabs, `--header`s for the app's host, the
/// downloads directory. The real binary against a server on 127.0.0.1.
@Suite("Drive: the browser's settings")
struct DriveSetupTests {
    private static func drive(_ arguments: [String], input: String) throws -> ProcessResult {
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("drive-jar-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: jar) }
        return try ProcessRunner.run(TestPaths.binary, ["drive", "--no-config", "--cookie-jar", jar.path] + arguments, input: input)
    }

    private static func answers(_ result: ProcessResult) -> [[String: Any]] {
        result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unreadable": String(line)]
        }
    }

    private static func site() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html("<title>Home</title><p><a id=report href=/report>Report</a> <a id=second href=/second>Second</a></p>")
            case "/second": return .html("<title>Second</title><p>the second page</p>")
            case "/report":
                return .respond(status: 200, headers: [("Content-Type", "text/csv"),
                                                       ("Content-Disposition", #"attachment; filename="report.csv""#)],
                                body: Array("a,b\n1,2\n".utf8))
            default: return .html("<p>missing</p>", status: 404)
            }
        }
    }

    /// Before, drive sent `--header`s to no host at all: the app's host was
    /// only known from a start URL, and drive's comes with its first visit.
    @Test func theHeadersGoToTheHostOfTheFirstVisit() throws {
        let server = try Self.site()
        defer { server.stop() }
        let input = """
            {"visit":"\(server.url("/"))"}
            {"click":"#second"}
            """
        let result = try Self.drive(["--header", "X-App-Token: abc"], input: input + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.answers(result).map { $0["ok"] as? Bool } == [true, true], "\(result.standardOutput)")
        let targets = server.requests.map(\.target)
        #expect(targets == ["/", "/second"])
        #expect(server.requests.map { $0.header("X-App-Token") } == ["abc", "abc"])
    }

    /// `--tab` with no URL: drive opens the first app tab as the browser does, and lists them.
    @Test func theAppTabsAreDrivesTabs() throws {
        let server = try Self.site()
        defer { server.stop() }
        let input = #"{"tabs":true}"# + "\n" + #"{"tab":2}"# + "\n"
        let result = try Self.drive(["--tab", "Home=\(server.url("/"))", "--tab", "Second=\(server.url("/second"))"], input: input)
        #expect(result.status == 0, "\(result.standardError)")
        let answers = Self.answers(result)
        #expect(answers.count == 2, "\(result.standardOutput)")
        let tabs = try #require(answers.first?["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["title"] as? String } == ["Home", "Second"])
        #expect(tabs.map { $0["app"] as? Bool } == [true, true])
        #expect(tabs.map { $0["shown"] as? Bool } == [true, false])
        let state = try #require(answers.last?["state"] as? [String: Any])
        #expect(state["tab"] as? Int == 2)
        #expect(state["title"] as? String == "Second")
        // The second app tab loads when first shown, as in the browser.
        #expect(server.requests.map(\.target) == ["/", "/second"])
    }

    /// Before, drive saved into ~/Downloads whatever `--downloads` said.
    @Test func aSavedFileGoesToTheDownloadsDirectory() throws {
        let server = try Self.site()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drive-downloads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = """
            {"visit":"\(server.url("/"))"}
            {"click":"#report"}
            {"press":"s"}
            """
        let result = try Self.drive(["--downloads", directory.path], input: input + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.answers(result).map { $0["ok"] as? Bool } == [true, true, true], "\(result.standardOutput)")
        let saved = directory.appendingPathComponent("report.csv")
        #expect(try String(contentsOf: saved, encoding: .utf8) == "a,b\n1,2\n")
    }
}
