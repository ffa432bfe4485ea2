import Foundation
import Testing
import UI

/// The real binary in tmux against the demo Rails app, with the app's own
/// path configuration, as `make demo` runs it.
@Suite("Browser against the demo app (tmux)", .serialized)
struct DemoBrowserTests {
    static func open(_ path: String = "/") throws -> (DemoServer, TmuxSession) {
        let demo = try DemoServer.shared()
        let tmux = try TmuxSession(["--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                    demo.url(path).absoluteString])
        return (demo, tmux)
    }

    /// Visits and frame loads of `path`, not prefetches: a link the reader
    /// tabs to and leaves focused for 100 ms is prefetched, which is no visit.
    static func requests(_ demo: DemoServer, to path: String) -> Int {
        demo.loggedRequests().filter { $0.contains(" \"\(path)\" ") && !$0.contains(#"purpose="prefetch""#) }.count
    }

    @Test func aModalRouteOpensOverThePageAndEscLeavesThePageUnchanged() throws {
        let (_, tmux) = try Self.open()
        let home = try tmux.waitFor("A small Rails app")
        #expect(home.ok, "\(home.screen)")
        try tmux.type("15")
        try tmux.send("Enter")
        let modal = try tmux.waitFor { DemoBrowserFormTests.hasModal(titled: "Sign in", $0) && $0.contains { $0.contains("│Password ") } }
        #expect(modal.ok, "\(modal.screen)")
        #expect(modal.screen[0].contains("Turbo demo"), "the page below is still visible: \(modal.screen)")
        try tmux.send("Escape")
        let closed = try tmux.waitFor { !DemoBrowserFormTests.hasModal($0) }
        #expect(closed.ok)
        #expect(closed.screen.dropLast(2) == home.screen.dropLast(2), "the page below is unchanged")
    }

    @Test func backAfterTwoVisitsMakesNoRequest() throws {
        let (demo, tmux) = try Self.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try tmux.type("6")
        try tmux.send("Enter")
        #expect(try tmux.waitFor { $0[0].contains("/one") }.ok)
        try tmux.type("g/two")
        try tmux.send("Enter")
        let two = try tmux.waitFor { $0[0].contains("/two") }
        #expect(two.ok, "\(two.screen)")
        let before = (one: Self.requests(demo, to: "/one"), home: Self.requests(demo, to: "/"))
        try tmux.send("h")
        let one = try tmux.waitFor { $0[0].contains("/one") }
        #expect(one.ok, "\(one.screen)")
        try tmux.send("h")
        let home = try tmux.waitFor("A small Rails app")
        #expect(home.ok, "\(home.screen)")
        #expect(Self.requests(demo, to: "/one") == before.one, "back to /one came from the page cache")
        #expect(Self.requests(demo, to: "/") == before.home, "back home came from the page cache")
    }

    @Test func theSlowPageShowsTheProgressBar() throws {
        let (demo, tmux) = try Self.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try tmux.type("9")
        try tmux.send("Enter")
        let loading = try tmux.waitFor("█")
        #expect(loading.ok, "\(loading.screen)")
        // The bar's row shows the page again, and the page is the slow one.
        let done = try tmux.waitFor(seconds: 15, { ScreenRows($0).matches([0: " Slow · Turbo demo — \(demo.url("/slow").absoluteString)",
                                                                        1: "Home · Posts · Frames · Streams", 5: "A slow page"]) })
        #expect(done.ok, "\(done.screen)")
    }

    @Test func aProtectedPageSendsToSignInInTheModal() throws {
        let (_, tmux) = try Self.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try tmux.type("12")
        try tmux.send("Enter")
        let signIn = try tmux.waitFor { $0.contains { $0.contains("[Done]") && $0.contains("Sign in") } }
        #expect(signIn.ok, "\(signIn.screen)")
    }

    @Test func aMissingPageShowsTheAppsErrorPage() throws {
        let (_, tmux) = try Self.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try tmux.type("11")
        try tmux.send("Enter")
        let missing = try tmux.waitFor("HTTP 404")
        #expect(missing.ok, "\(missing.screen)")
    }

    @Test func aLinkToAnAnchorOpensThePageThere() throws {
        let (_, tmux) = try Self.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try tmux.type("8")
        try tmux.send("Enter")
        let bottom = try tmux.waitFor { $0.count > 1 && $0[0].contains("/long#bottom") && $0.contains { $0.hasPrefix("The bottom") } }
        #expect(bottom.ok, "\(bottom.screen)")
        #expect(!bottom.screen.contains("A long page"), "not at the top of the page")
    }
}
