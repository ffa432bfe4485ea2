import Foundation
import Testing
import Store
import UI

/// The real binary in tmux: two runs browsing at the same time both keep
/// every visit in the one history file, and `--no-history` writes nothing.
@Suite("History end to end")
struct HistoryEndToEndTests {
    static func chain() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let number = Int(request.target.split(separator: "/").last ?? "") ?? 0
            return .html("<title>Page \(number)</title><p>page number \(number) <a href='/page/\(number + 1)'>next</a></p>")
        }
    }

    @Test func twoRunsAtOnceLoseNoVisitAndANoHistoryRunWritesNone() throws {
        let files = StoreTestFiles()
        defer { files.remove() }
        let server = try Self.chain()
        defer { server.stop() }
        let environment = ["XDG_STATE_HOME": files.url("state").path, "XDG_DATA_HOME": files.url("data").path]
        let runs = try (0..<2).map { _ in try TmuxSession([server.url("/page/0").absoluteString], environment: environment) }
        for run in runs { #expect(try run.waitFor("page number 0 ").ok, "\(run.screen)") }
        let steps = 8
        for step in 1...steps {
            for run in runs { try run.send("Tab", "Enter") }
            for run in runs { #expect(try run.waitFor("page number \(step) ").ok, "\(run.screen)") }
        }
        for run in runs {
            try run.send("q")
            #expect(try run.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(run.screen)")
        }
        let file = files.url("state/turbo-tui/history")
        let lines = try StoreTestFiles.lines(file)
        #expect(lines.count == 2 * (steps + 1), "\(lines)")
        for number in 0...steps {
            let url = server.url("/page/\(number)").absoluteString
            #expect(lines.filter { $0.hasSuffix("\t\(url)\tPage \(number)") }.count == 2, "both runs kept page \(number)")
        }
        #expect(StoreTestFiles.mode(file) == 0o600)

        let quiet = try TmuxSession(["--no-history", server.url("/page/0").absoluteString], environment: environment)
        #expect(try quiet.waitFor("page number 0 ").ok, "\(quiet.screen)")
        try quiet.send("q")
        #expect(try quiet.waitFor(TmuxSession.exitLine(status: 0)).ok, "\(quiet.screen)")
        #expect(try StoreTestFiles.lines(file) == lines, "the next run with --no-history leaves the file as it was")
    }
}
