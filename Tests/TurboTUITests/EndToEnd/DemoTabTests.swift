import Foundation
import Testing
import UI

/// Tabs in the real binary, in tmux, against the demo Rails app: the app's
/// tab bar from `--tab`, and one cookie jar for every tab.
@Suite("Tabs in the browser against the demo app (tmux)", .serialized)
struct DemoTabTests {
    @Test func signingInInsideOneTabsModalReloadsTheOtherTabWhenShown() throws {
        let demo = try DemoServer.shared()
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-jar-\(UUID().uuidString).txt")
        let tmux = try TmuxSession(["--no-config", "--cookie-jar", jar.path,
                                    "--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                    "--tab", "Home=\(demo.url("/").absoluteString)",
                                    "--tab", "Posts=\(demo.url("/posts").absoluteString)"])
        let home = try tmux.waitFor(rows: [0: "[1 Home] 2 Posts", 1: " Home · Turbo demo — \(demo.url("/").absoluteString)",
                                           8: "A small Rails app for turbo-tui, mirroring the pages of the Turbo Native demo."])
        #expect(home.ok, "the first app tab is shown: \(home.screen)")
        try tmux.type("}")
        let posts = try tmux.waitFor(rows: [0: " 1 Home [2 Posts]", 1: " Posts · Turbo demo — \(demo.url("/posts").absoluteString)",
                                            6: "Posts", 8: "New post"])
        #expect(posts.ok, "the Posts tab loads when first shown: \(posts.screen)")
        expectRows(posts.screen, [4: "Not signed in. Sign in"])
        try tmux.type("{")
        #expect(try tmux.waitFor { $0.first?.hasPrefix("[1 Home]") == true }.ok)
        let name = "tabby\(UUID().uuidString.prefix(4))"
        try DemoBrowserFormTests.signIn(as: name, tmux)
        // The page's session line, a row down for the tab line (DemoBrowserFormTests.homeNames).
        let signedIn = try tmux.waitFor(rows: [4: "Signed in as \(name).", 6: "[Sign out]"])
        #expect(signedIn.ok, "signed in inside tab 1's modal: \(signedIn.screen)")
        #expect(signedIn.screen.first?.hasPrefix("[1 Home] 2 Posts") == true, "the tab line is back once the modal closed")
        try tmux.type("}")
        // Issue 34: the sign-in changed the jar's cookies for the site, so tab 2 was
        // marked stale and loads its page again when shown; no `r` is needed. The whole
        // screen, not its first row: tmux may be read between two pieces of one redraw.
        let reloaded = try tmux.waitFor(rows: [0: " 1 Home [2 Posts]", 4: "Signed in as \(name).", 6: "[Sign out]", 8: "Posts",
                                               10: "New post"])
        #expect(reloaded.ok, "the shared jar signs tab 2 in, and it reloads when shown: \(reloaded.screen)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
    }
}
