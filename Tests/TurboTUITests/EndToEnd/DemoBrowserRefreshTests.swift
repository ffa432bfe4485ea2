import Foundation
import Testing

/// Morph page refreshes in the real binary, in tmux, against the demo app's
/// /refresh page (`turbo-refresh-method` morph, `turbo-refresh-scroll`
/// preserve): text typed into a field, the focus and the scroll survive a
/// refresh triggered from outside with curl (a broadcast `refresh` stream),
/// while the new content shows and the `refresh="morph"` frame reloads.
@Suite("Morph refreshes against the demo app (tmux)", .serialized)
struct DemoBrowserRefreshTests {
    static func count(_ screen: [String]) -> Int? {
        guard let line = screen.first(where: { $0.hasPrefix("Count at the bottom: ") }) else { return nil }
        return Int(line.dropFirst("Count at the bottom: ".count).prefix { $0.isNumber })
    }

    @Test func aBroadcastRefreshKeepsTypedTextFocusAndScrollAndShowsTheNewContent() throws {
        // Other suites share the demo server: this run's page URL is its own, and only /refresh has this frame source.
        let page = "/refresh?run=\(UUID().uuidString.prefix(8))"
        let frame = "/frames/eager?from=refresh"
        let cables = { (demo: DemoServer) in demo.loggedRequests().filter { $0.contains("\"/cable\"") }.count }
        let cablesBefore = cables(try DemoServer.shared())
        let (demo, tmux) = try DemoBrowserTests.open(page)
        #expect(try tmux.waitFor("Refreshed").ok)
        // The page's cable connects once the page is shown; its subscription is confirmed just after.
        let deadline = Date().addingTimeInterval(10)
        while cables(demo) == cablesBefore && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.5)
        // To the bottom, then back with Shift-Tab to the draft field (the status line says so); Enter types into it.
        try tmux.send("End")
        var onField = false
        for _ in 0..<4 where !onField {
            try tmux.send("BTab")
            onField = try tmux.waitFor(seconds: 2) { $0.last { !$0.isEmpty }?.hasPrefix("Enter: type in this field") == true }.ok
        }
        #expect(onField)
        try tmux.send("Enter")
        try tmux.type("kept text")
        // Esc ends typing and sends nothing (Enter would submit the form).
        try tmux.send("Escape")
        let typed = try tmux.waitFor { $0.contains { $0.hasPrefix("Draft [kept text") } && $0.last { !$0.isEmpty }?.hasPrefix("Enter: type") == true }
        #expect(typed.ok, "\(typed.screen)")
        let before = try #require(Self.count(typed.screen), "\(typed.screen)")
        let frameLoads = DemoBrowserTests.requests(demo, to: frame)
        let pageLoads = DemoBrowserTests.requests(demo, to: page)

        let answer = try CurlSession().post(demo.url("/refresh/broadcast"), fields: [("from", "curl")])
        #expect(answer.status == 200, "\(answer.body)")
        let refreshed = try tmux.waitFor { (Self.count($0) ?? before) > before }
        #expect(refreshed.ok, "the new content shows: \(refreshed.screen)")
        let screen = refreshed.screen
        #expect(screen.contains { $0.hasPrefix("Draft [kept text") }, "the typed text stays: \(screen)")
        #expect(screen.last { !$0.isEmpty }?.hasPrefix("Enter: type in this field") == true, "the focus stays: \(screen)")
        let position = screen.last { !$0.isEmpty }?.split(separator: " ").last.map { $0.split(separator: "/") } ?? []
        #expect(position.count == 2 && position[0] == position[1], "the scroll stays at the bottom (line N/N): \(screen)")
        #expect(screen.firstIndex { $0.hasPrefix("Count at the bottom") } == typed.screen.firstIndex { $0.hasPrefix("Count at the bottom") },
                "the same rows on screen")
        #expect(DemoBrowserTests.requests(demo, to: page) == pageLoads + 1, "one refresh request")
        let frameReloaded = try tmux.waitFor { _ in DemoBrowserTests.requests(demo, to: frame) == frameLoads + 1 }
        #expect(frameReloaded.ok, "the refresh=\"morph\" frame reloads")
    }
}
