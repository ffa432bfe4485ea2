import Foundation
import Testing

/// Frames in the real binary, in tmux, against the demo app's /frames page:
/// eager and nested frames filled with the page, the lazy one only once
/// scrolled to, a link outside a frame driving it, a `_top` frame's link
/// visiting the page, and the missing frame.
@Suite("Frames in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserFrameTests {
    static func requests(_ demo: DemoServer, to path: String) -> Int {
        demo.loggedRequests().filter { $0.contains(" \"\(path)\" ") }.count
    }

    @Test func eagerNestedAndMissingFramesFillAndTheLazyOneWaitsForScrolling() throws {
        let demo = try DemoServer.shared()
        // Other suites load /frames/lazy on the same server: this page's lazy frame carries a probe of its own.
        let probe = UUID().uuidString
        let lazyPath = "/frames/lazy?probe=\(probe)"
        let (_, tmux) = try DemoBrowserTests.open("/frames?probe=\(probe)")
        let loaded = try tmux.waitFor { screen in
            let text = screen.joined(separator: "\n")
            return text.contains("The eager frame loaded with the page") && text.contains("The inner frame, loaded inside")
        }
        #expect(loaded.ok, "\(loaded.screen)")
        #expect(Self.requests(demo, to: lazyPath) == 0, "the lazy frame is not on screen yet")
        try tmux.send("G")
        let lazy = try tmux.waitFor("The lazy frame loaded when it came into view")
        #expect(lazy.ok, "\(lazy.screen)")
        #expect(Self.requests(demo, to: lazyPath) == 1)
        // The missing frame sits above the lazy one: scrolled past, it says so.
        try tmux.send("PageUp")
        let missing = try tmux.waitFor("Content missing")
        #expect(missing.ok, "\(missing.screen)")
        #expect(missing.screen[0].contains("/frames"))
    }

    @Test func aLinkOutsideTheFrameDrivesItAndTheURLStays() throws {
        let (demo, tmux) = try DemoBrowserTests.open("/frames")
        #expect(try tmux.waitFor("The eager frame loaded with the page").ok)
        // Link 8: "Show page 3 in the frame above", with data-turbo-frame.
        try tmux.type("8")
        try tmux.send("Enter")
        let third = try tmux.waitFor(rows: [13: "Page 3 of 3 inside the frame."])
        #expect(third.ok, "\(third.screen)")
        // The eager frame says when it loaded: its row is compared up to the time.
        expectRows(third.screen, [0: " Frames · Turbo demo — \(demo.url("/frames").absoluteString)", 5: "Frames", 7: "Eager",
                                  11: "Navigation inside a frame", 13: "Page 3 of 3 inside the frame.", 15: "Page 1 Page 2 [3]"],
                   "the page URL stays, and so does the rest of the page")
        #expect(third.screen[9].hasPrefix("The eager frame loaded with the page, at "), "\(third.screen)")
    }

    @Test func theTopFramesLinkVisitsThePage() throws {
        let (_, tmux) = try DemoBrowserTests.open("/frames")
        #expect(try tmux.waitFor("The eager frame loaded with the page").ok)
        // Link 10: inside the frame whose target is _top.
        try tmux.type("10")
        try tmux.send("Enter")
        let visited = try tmux.waitFor { $0[0].contains("/one") }
        #expect(visited.ok, "\(visited.screen)")
    }
}
