import Foundation
import Testing
import Net
import UI

/// A classic site (no Turbo, not the app's) through the real loop: a page
/// back that the snapshot cache no longer holds is loaded as a browser's
/// back button loads it, in full, without Turbo's headers.
@Suite("Event loop: back on a classic site")
struct EventLoopClassicHistoryTests {
    @Test func aPageBackThatTheCacheLostIsLoadedInFull() throws {
        // Twelve pages, each linking to the next: eleven left behind, one more than the cache keeps.
        var routes: [String: RecordedAnswer] = [:]
        for page in 0..<12 { routes["/p\(page)"] = .html("<title>P\(page)</title><p><a href=\"/p\(page + 1)\">next</a></p>") }
        let site = HTTPFixtures.transport(routes)
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration())
        let forward = Array(repeating: [Key.tab, .enter], count: 11).flatMap { $0 }
        let back = Array(repeating: Key.character("h"), count: 11)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/p0"), keys: forward + back)
        #expect(loop.state.activePage?.url.path == "/p0", "\(terminal.rows)")
        let visits = site.requests.filter { $0.url.path == "/p0" }
        try #require(visits.count == 2, "p0 was no longer cached: \(site.requests.map(\.url.path))")
        #expect(visits[1].header("X-Turbo-Request-Id") == nil, "a browser's load, not Turbo's restore visit")
        #expect(site.requests.filter { $0.url.path == "/p5" }.count == 1, "the cached pages come back with no request")
    }
}
