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
        let tmux = try TmuxSession(["--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                    demo.url("/frames").absoluteString], rows: 60)
        #expect(try tmux.waitFor("The eager frame loaded with the page").ok)
        let pageLoads = DemoBrowserTests.requests(demo, to: "/frames")
        let frameLoads = DemoBrowserTests.requests(demo, to: "/frames/navigation/2")
        // Link 12: "Show page 2 in the frame and move the page there".
        try tmux.type("12")
        try tmux.send("Enter")
        let promoted = try tmux.waitFor { $0[0].hasSuffix("/frames/navigation/2") && $0.joined().contains("Page 2 of 3 inside the frame.") }
        #expect(promoted.ok, "\(promoted.screen)")
        #expect(promoted.screen[0].contains("Frames · Turbo demo"), "the page's title stays: \(promoted.screen[0])")
        #expect(promoted.screen.joined().contains("The eager frame loaded with the page"), "the page was not replaced")
        #expect(DemoBrowserTests.requests(demo, to: "/frames/navigation/2") == frameLoads + 1, "one frame request")
        let frameRequest = demo.loggedRequests().last { $0.contains(" \"/frames/navigation/2\" ") }
        #expect(frameRequest?.contains("frame=\"navigation\"") == true, "\(frameRequest ?? "")")

        try tmux.send("h")
        let back = try tmux.waitFor { $0[0].hasSuffix("/frames") && $0.joined().contains("Page 1 of 3 inside the frame.") }
        #expect(back.ok, "\(back.screen)")
        #expect(DemoBrowserTests.requests(demo, to: "/frames") == pageLoads, "back came from the page cache")
        #expect(DemoBrowserTests.requests(demo, to: "/frames/navigation/2") == frameLoads + 1, "and made no frame request")

        try tmux.send("l")
        let forward = try tmux.waitFor { $0[0].hasSuffix("/frames/navigation/2") && $0.joined().contains("Page 2 of 3 inside the frame.") }
        #expect(forward.ok, "\(forward.screen)")
        #expect(DemoBrowserTests.requests(demo, to: "/frames/navigation/2") == frameLoads + 1, "forward neither")
    }
}
