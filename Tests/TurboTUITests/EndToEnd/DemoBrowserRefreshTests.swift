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
        let (demo, tmux) = try DemoBrowserTests.open("/refresh")
        #expect(try tmux.waitFor("Refreshed").ok)
        // The page's cable subscribes once the page is shown; its confirmation follows.
        let deadline = Date().addingTimeInterval(10)
        while !demo.loggedRequests().contains(where: { $0.contains("\"/cable\"") }) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.5)
        // To the bottom; Shift-Tab twice from there: the draft field. Enter types into it.
        try tmux.send("End")
        try tmux.send("BTab")
        try tmux.send("BTab")
        try tmux.send("Enter")
        try tmux.type("kept text")
        try tmux.send("Enter")
        let typed = try tmux.waitFor { $0.contains { $0.hasPrefix("Draft [kept text") } && $0.last { !$0.isEmpty }?.hasPrefix("Enter: type") == true }
        #expect(typed.ok, "\(typed.screen)")
        let before = try #require(Self.count(typed.screen), "\(typed.screen)")
        let frameLoads = DemoBrowserTests.requests(demo, to: "/frames/eager")
        let pageLoads = DemoBrowserTests.requests(demo, to: "/refresh")

        let answer = try CurlSession().post(demo.url("/refresh/broadcast"), fields: [("from", "curl")])
        #expect(answer.status == 200, "\(answer.body)")
        let refreshed = try tmux.waitFor { (Self.count($0) ?? before) > before }
        #expect(refreshed.ok, "the new content shows: \(refreshed.screen)")
        let screen = refreshed.screen
        #expect(screen.contains { $0.hasPrefix("Draft [kept text") }, "the typed text stays: \(screen)")
        #expect(screen.last { !$0.isEmpty }?.hasPrefix("Enter: type in this field") == true, "the focus stays: \(screen)")
        #expect(screen.last { !$0.isEmpty }?.hasSuffix("100%") == true, "the scroll stays at the bottom: \(screen)")
        #expect(screen.firstIndex { $0.hasPrefix("Count at the bottom") } == typed.screen.firstIndex { $0.hasPrefix("Count at the bottom") },
                "the same rows on screen")
        #expect(DemoBrowserTests.requests(demo, to: "/refresh") == pageLoads + 1, "one refresh request")
        let frameReloaded = try tmux.waitFor { _ in DemoBrowserTests.requests(demo, to: "/frames/eager") == frameLoads + 1 }
        #expect(frameReloaded.ok, "the refresh=\"morph\" frame reloads")
    }
}
