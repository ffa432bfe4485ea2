import Foundation
import Testing
import Net
import Turbo
import UI

/// `turbo-visit-control` reload in the real loop, answered by a fixture
/// transport (turbo-wire D11, Fr3): a page visit whose answer says reload is
/// loaded again as a full page load without Turbo's headers; so is a frame
/// whose answer says so, and a cached page that says so on back or forward.
@Suite("Event loop: turbo-visit-control")
struct EventLoopVisitControlTests {
    private static let reload = "<meta name=\"turbo-visit-control\" content=\"reload\">"

    private static func makeSite() throws -> FixtureTransport {
        HTTPFixtures.transport([
            "/": .html("<title>Start</title><p><a href=\"/legacy\">Legacy</a></p>"),
            "/legacy": try HTTPFixtures.answer("visit-control/legacy"),
            "/framed": .html("<title>Framed</title><turbo-frame id=\"box\" src=\"/box\">Loading box</turbo-frame>"),
            "/box": .html("<html><head><title>Box page</title>\(reload)</head>"
                          + "<body><turbo-frame id=\"box\">Box in a frame</turbo-frame><p>Whole box page</p></body></html>"),
        ])
    }

    private func run(_ site: FixtureTransport, _ path: String, keys: [Key]) -> MemoryTerminal {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 60))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url(path), keys: keys)
        return terminal
    }

    private func requests(_ site: FixtureTransport, to path: String) -> [HTTPRequest] {
        site.requests.filter { $0.url.path == path }
    }

    @Test func aPageThatSaysReloadIsLoadedAgainInFullWithoutTurboHeaders() throws {
        let site = try Self.makeSite()
        let terminal = run(site, "/", keys: [.tab, .enter])
        let legacy = requests(site, to: "/legacy")
        #expect(legacy.count == 2, "the Turbo visit, then the full load")
        #expect(legacy.first?.header("X-Turbo-Request-Id") != nil)
        let full = try #require(legacy.last)
        #expect(full.header("X-Turbo-Request-Id") == nil)
        #expect(full.header("Turbo-Frame") == nil)
        #expect(full.header("Accept") == FullPageLoad.accept)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Legacy page"), "\(screen)")
        #expect(terminal.rows[0].contains("Legacy"))
    }

    @Test func aFrameWhoseAnswerSaysReloadBecomesAFullVisitOfItsURL() throws {
        let site = try Self.makeSite()
        let terminal = run(site, "/framed", keys: [])
        let box = requests(site, to: "/box")
        #expect(box.first?.header("Turbo-Frame") == "box")
        #expect(box.last?.header("Turbo-Frame") == nil, "\(box.map { $0.headers.map(\.name) })")
        #expect(box.last?.header("X-Turbo-Request-Id") == nil)
        let screen = terminal.rows.joined(separator: "\n")
        #expect(screen.contains("Whole box page"), "the whole page, not the frame: \(screen)")
        #expect(terminal.rows[0].contains("/box"), "\(terminal.rows[0])")
    }

    @Test func aCachedPageThatSaysReloadIsLoadedInFullOnForward() throws {
        let site = try Self.makeSite()
        _ = run(site, "/", keys: [.tab, .enter, .left, .character("l")])
        let legacy = requests(site, to: "/legacy")
        #expect(legacy.count == 3, "visit, full load, and a full load again on forward: \(legacy.count)")
        #expect(legacy.last?.header("X-Turbo-Request-Id") == nil)
        #expect(requests(site, to: "/").count == 1, "back to / came from the cache")
    }
}
