import Foundation
import Testing
import UI

/// The demo's /streams page in the real binary, in tmux: the button whose
/// answer holds every stream action changes the open page in place, while
/// its live clocks keep running.
@Suite("Streams in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserStreamTests {
    @Test func theStreamActionsButtonChangesThePageInPlace() throws {
        let (_, tmux) = try DemoBrowserTests.open("/streams")
        #expect(try tmux.waitFor("Run the stream actions").ok)
        // Five links, then the first button.
        for _ in 0..<6 { try tmux.send("Tab") }
        try tmux.send("Enter")
        let changed = try tmux.waitFor(rows: [21: "Runs: 1"])
        #expect(changed.ok, "\(changed.screen)")
        expectRows(changed.screen, [23: " * Prepended in run 1.", 24: " * The list starts here.", 25: " * Appended in run 1.",
                                    27: "Inserted before, run 1."])
        #expect(changed.screen[0].hasSuffix("/streams"), "the page stayed: \(changed.screen[0])")
        // The rest of the page, below the screen: replaced and removed lines are gone.
        try tmux.send("G")
        let end = try tmux.waitFor("Sends a message to every open copy")
        #expect(end.ok, "\(end.screen)")
        let rest = end.screen.joined(separator: "\n")
        #expect(!rest.contains("This line will be removed."), "remove: \(rest)")
        #expect(!rest.contains("This line will be replaced."), "replace: \(rest)")
        for line in ["Inserted after, run 1.", "Replaced in run 1.", "Morphed in run 1.", "Updated by selector in run 1."] {
            #expect(rest.contains(line), "\(line): \(rest)")
        }
    }
}
