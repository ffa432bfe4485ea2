import Foundation
import Testing

/// Tabs in the real binary, in tmux, against the demo Rails app: the app's
/// tab bar from `--tab`, and one cookie jar for every tab.
@Suite("Tabs in the browser against the demo app (tmux)", .serialized)
struct DemoTabTests {
    @Test func signingInInsideOneTabsModalSignsTheOtherTabInAfterAReload() throws {
        let demo = try DemoServer.shared()
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-jar-\(UUID().uuidString).txt")
        let tmux = try TmuxSession(["--no-config", "--cookie-jar", jar.path,
                                    "--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                    "--tab", "Home=\(demo.url("/").absoluteString)",
                                    "--tab", "Posts=\(demo.url("/posts").absoluteString)"])
        let home = try tmux.waitFor { $0.first?.hasPrefix("[1 Home] 2 Posts") == true && $0.joined().contains("A small Rails app") }
        #expect(home.ok, "the first app tab is shown: \(home.screen)")
        try tmux.type("}")
        let posts = try tmux.waitFor { $0.first?.hasPrefix(" 1 Home [2 Posts]") == true && $0.joined().contains("New post") }
        #expect(posts.ok, "the Posts tab loads when first shown: \(posts.screen)")
        #expect(!posts.screen.joined().contains("Signed in as tabby"))
        try tmux.type("{")
        #expect(try tmux.waitFor { $0.first?.hasPrefix("[1 Home]") == true }.ok)
        let name = "tabby\(UUID().uuidString.prefix(4))"
        try DemoBrowserFormTests.signIn(as: name, tmux)
        let signedIn = try tmux.waitFor { !DemoBrowserFormTests.hasModal($0) && $0.joined().contains("Signed in as \(name)") }
        #expect(signedIn.ok, "signed in inside tab 1's modal: \(signedIn.screen)")
        #expect(signedIn.screen.first?.hasPrefix("[1 Home] 2 Posts") == true, "the tab line is back once the modal closed")
        try tmux.type("}")
        let stale = try tmux.waitFor { $0.first?.hasPrefix(" 1 Home [2 Posts]") == true }
        #expect(stale.ok && !stale.screen.joined().contains("Signed in as \(name)"), "tab 2 shows its page as it was: \(stale.screen)")
        try tmux.type("r")
        let reloaded = try tmux.waitFor { $0.joined().contains("Signed in as \(name)") && $0.joined().contains("New post") }
        #expect(reloaded.ok, "the shared jar signs tab 2 in: \(reloaded.screen)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
    }
}
