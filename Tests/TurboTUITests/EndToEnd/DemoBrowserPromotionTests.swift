import Foundation
import Testing

/// Frame promotion in the real binary, in tmux, against the demo app's
/// /frames page: the link with `data-turbo-action="advance"` fills the frame,
/// the title line shows the frame's URL, and back returns to /frames with the
/// frame as it was, from the page cache (no request in the server's log).
@Suite("Frame promotion against the demo app (tmux)", .serialized)
struct DemoBrowserPromotionTests {
    @Test func aPromotedFrameNavigationMovesThePageAndBackReturnsWithoutARequest() throws {
        let demo = try DemoServer.shared()
        // Other suites share the demo server: this run's page and frame URLs are its own.
        let page = "/frames?run=\(UUID().uuidString.prefix(8))"
        let framePath = "/frames/navigation/2?promoted=1"
        let tmux = try TmuxSession(["--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                    demo.url(page).absoluteString], rows: 60)
        #expect(try tmux.waitFor("The eager frame loaded with the page").ok)
        let pageLoads = DemoBrowserTests.requests(demo, to: page)
        let frameLoads = DemoBrowserTests.requests(demo, to: framePath)
        // Link 12: "Show page 2 in the frame and move the page there".
        try tmux.type("12")
        try tmux.send("Enter")
        let second: [Int: String] = [0: " Frames · Turbo demo — \(demo.url(framePath).absoluteString)", 13: "Page 2 of 3 inside the frame.",
                                     15: "Page 1 [2] Page 3"]
        let promoted = try tmux.waitFor(rows: second)
        #expect(promoted.ok, "\(promoted.screen)")
        #expect(promoted.screen[0].contains("Frames · Turbo demo"), "the page's title stays: \(promoted.screen[0])")
        // The eager frame's row ends with the time it loaded.
        #expect(promoted.screen[9].hasPrefix("The eager frame loaded with the page, at "), "the page was not replaced: \(promoted.screen)")
        #expect(DemoBrowserTests.requests(demo, to: framePath) == frameLoads + 1, "one frame request")
        let frameRequest = demo.loggedRequests().last { $0.contains(" \"\(framePath)\" ") }
        #expect(frameRequest?.contains("frame=\"navigation\"") == true, "\(frameRequest ?? "")")

        try tmux.send("h")
        let back = try tmux.waitFor(rows: [0: " Frames · Turbo demo — \(demo.url(page).absoluteString)", 13: "Page 1 of 3 inside the frame.",
                                           15: "[1] Page 2 Page 3"])
        #expect(back.ok, "\(back.screen)")
        #expect(DemoBrowserTests.requests(demo, to: page) == pageLoads, "back came from the page cache")
        #expect(DemoBrowserTests.requests(demo, to: framePath) == frameLoads + 1, "and made no frame request")

        try tmux.send("l")
        let forward = try tmux.waitFor(rows: second)
        #expect(forward.ok, "\(forward.screen)")
        #expect(DemoBrowserTests.requests(demo, to: framePath) == frameLoads + 1, "forward neither")
    }
}
