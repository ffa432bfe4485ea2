import Foundation
import Testing
import Base
import HTML
import UI

/// The real binary in tmux with the 8 MB corpus page, which takes seconds
/// to parse and lay out: q and SIGTERM while it is prepared end the program
/// at once, with the terminal restored. "At once" is measured against the
/// time the same binary takes to prepare the page, in the same test.
@Suite("Browser end to end: a big page (tmux)", .serialized)
struct BigPageEndToEndTests {
    static let bigTitle = "Node.js v20.20.2 Documentation"

    static func site() throws -> LoopbackHTTPServer {
        let page = Array(try Data(contentsOf: TestPaths.fixture("corpus/nodejs-api-8mb.html")))
        return try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: page)
        }
    }

    /// From the program's start to the page on screen (start and download
    /// take a fraction of it).
    static func preparationTime(of url: URL) throws -> Duration {
        let started = SystemMonotonicClock().now
        let tmux = try TmuxSession([url.absoluteString])
        // The whole page, not the part shown while it is prepared: nothing is loading any more.
        let shown = try tmux.waitFor(seconds: 120) { screen in
            let status = screen.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? ""
            return screen.first?.contains(bigTitle) == true && !status.hasPrefix("Preparing ") && !status.hasPrefix("Loading ")
        }
        try #require(shown.ok, "\(shown.screen)")
        let time = started.duration(to: .now)
        try tmux.send("q")
        _ = try tmux.waitFor("terminal modes:")
        return time
    }

    @Test func qWhileThePageIsPreparedExitsAtOnceAndRestoresTheTerminal() throws {
        let server = try Self.site()
        defer { server.stop() }
        let preparation = try Self.preparationTime(of: server.url("/big"))
        let launched = SystemMonotonicClock().now
        let tmux = try TmuxSession([server.url("/big").absoluteString])
        let preparing = try tmux.waitFor("Preparing ", seconds: 30)
        #expect(preparing.ok, "\(preparing.screen)")
        let pressed = SystemMonotonicClock().now
        try tmux.send("q")
        let end = try tmux.waitFor("terminal modes:", seconds: 60)
        let elapsed = pressed.duration(to: .now)
        expectRows(end.screen, [0: TmuxSession.exitLine(status: 0)], "the exit line on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
        #expect(launched.duration(to: .now) < preparation / 2, "the whole run, start to exit, is short too")
        #expect(elapsed < preparation / 2, "q took \(elapsed) to exit; the page takes \(preparation) to prepare")
    }

    @Test func sigtermWhileThePageIsPreparedExitsAtOnceAndRestoresTheTerminal() throws {
        let server = try Self.site()
        defer { server.stop() }
        let preparation = try Self.preparationTime(of: server.url("/big"))
        let launched = SystemMonotonicClock().now
        let tmux = try TmuxSession([server.url("/big").absoluteString])
        let preparing = try tmux.waitFor("Preparing ", seconds: 30)
        #expect(preparing.ok, "\(preparing.screen)")
        let pid = try #require(try tmux.programPID())
        let sent = SystemMonotonicClock().now
        kill(pid, SIGTERM)
        let end = try tmux.waitFor("terminal modes:", seconds: 60)
        let elapsed = sent.duration(to: .now)
        expectRows(end.screen, [0: "turbo-tui: stopped by SIGTERM", 1: TmuxSession.exitLine(status: 1)], "the exit line on the restored screen")
        #expect(!tmux.alternateScreenIsOn)
        #expect(launched.duration(to: .now) < preparation / 2, "the whole run, start to exit, is short too")
        #expect(elapsed < preparation / 2, "SIGTERM took \(elapsed) to end the program; the page takes \(preparation) to prepare")
    }
}
