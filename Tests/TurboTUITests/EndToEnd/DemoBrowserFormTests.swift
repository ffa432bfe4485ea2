import Foundation
import Testing
import UI

/// Forms in the real binary, in tmux, against the demo Rails app and its
/// path configuration: signing in inside the modal, posts created, fixed
/// after a 422, deleted after a confirmation, signing out, `$EDITOR`, and a
/// server that dies during a submission.
@Suite("Forms in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserFormTests {
    /// Each run gets a cookie jar of its own, so sign-ins do not leak between tests.
    static func open(_ path: String, demo: DemoServer, environment: [String: String] = [:]) throws -> TmuxSession {
        let jar = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-jar-\(UUID().uuidString).txt")
        return try TmuxSession(["--cookie-jar", jar.path, "--path-config", demo.url("/configurations/tui_v1.json").absoluteString,
                                demo.url(path).absoluteString], environment: environment)
    }

    static func logged(_ demo: DemoServer, _ method: String, _ path: String) -> Int {
        demo.loggedRequests().filter { $0.contains(" \(method) \"\(path)\" ") }.count
    }

    /// The modal's top edge, `┌─[Done]─ Title ─…┐`, on a row of its own.
    static func hasModal(_ screen: [String]) -> Bool { screen.contains { $0.contains("┌─[Done]─ ") } }

    /// The modal is open on the page titled `title` (its top edge names it).
    static func hasModal(titled title: String, _ screen: [String]) -> Bool {
        screen.contains { $0.contains("┌─[Done]─ \(title) ─") }
    }

    /// The home page's session line (row 3, under the title and the nav)
    /// names the user: the page itself, not the status line, whose notice
    /// ("Signed in as …") comes with the modal's answer before the page below
    /// is loaded again.
    static func homeNames(_ name: String) -> [Int: String] { [3: "Signed in as \(name).", 5: "[Sign out]"] }

    /// After a post is created: the modal is gone, and the list shows its
    /// title. Other tests add posts to the same server meanwhile, so the new
    /// post need not be the last: the browser's search scrolls it to the top.
    /// The modal closed on the list, and the list shows the post. `flash`:
    /// the status line says "Post created." (the notice stays until the next
    /// message; a test that only needs the post does not wait on it).
    static func waitForCreated(_ title: String, _ tmux: TmuxSession, flash: Bool = true) throws -> (ok: Bool, screen: [String]) {
        let closed = try tmux.waitFor { !hasModal($0) && (!flash || TmuxSession.statusLine($0).hasPrefix("Post created.")) }
        guard closed.ok else { return closed }
        try tmux.type("/\(title)")
        try tmux.send("Enter")
        // The list is shared with other suites: the title's row is not fixed, its text is.
        return try tmux.waitFor { $0.contains(title) }
    }

    /// The path of the post titled `title`, from the list as the server has
    /// it now (`<a href="/posts/7">Title</a>`): other suites add posts to the
    /// same list while a test runs, and the list on screen takes them in live
    /// (the `posts` stream appends each), so the new post is found by its
    /// title, never by being the last.
    static func postPath(titled title: String, _ demo: DemoServer) throws -> String {
        let list = try CurlSession().get(demo.url("/posts")).body
        let pattern = try NSRegularExpression(pattern: "href=\"(/posts/[0-9]+)\">\(NSRegularExpression.escapedPattern(for: title))</a>")
        guard let match = pattern.firstMatch(in: list, range: NSRange(list.startIndex..., in: list)),
              let path = Range(match.range(at: 1), in: list) else {
            throw DemoServerError("no post titled \(title) in the list")
        }
        return String(list[path])
    }

    static func goTo(_ path: String, _ tmux: TmuxSession) throws {
        try tmux.type("g\(path)")
        try tmux.send("Enter")
    }

    /// Fills the sign-in modal (Name is focused by `autofocus`) and sends it
    /// as in a browser: Tab leaves the name, Enter in the password submits.
    static func signIn(as name: String, _ tmux: TmuxSession) throws {
        try goTo("/signin", tmux)
        let modal = try tmux.waitFor { hasModal(titled: "Sign in", $0) && $0.contains { $0.contains("│Password ") } }
        #expect(modal.ok, "\(modal.screen)")
        try tmux.send("Enter")
        try tmux.type(name)
        try tmux.send("Tab", "Enter")
        try tmux.type("turbo")
        try tmux.send("Enter")
    }

    @Test func signingInInsideTheModalClosesItAndTheMainPageShowsTheUser() throws {
        let demo = try DemoServer.shared()
        let tmux = try Self.open("/", demo: demo)
        #expect(try tmux.waitFor("A small Rails app").ok)
        try Self.signIn(as: "alice", tmux)
        let signedIn = try tmux.waitFor(rows: Self.homeNames("alice"))
        expectRows(signedIn.screen, Self.homeNames("alice"))
        #expect(signedIn.ok, "the modal closed and the main page, reloaded with the shared jar, names the user: \(signedIn.screen)")
        #expect(Self.logged(demo, "POST", "/signin") >= 1)
    }

    @Test func aPostWithoutTitleIsRefusedInPlaceKeepingTheTextThenCreated() throws {
        let demo = try DemoServer.shared()
        let tmux = try Self.open("/posts", demo: demo)
        #expect(try tmux.waitFor("New post").ok)
        let title = "From tmux \(UUID().uuidString.prefix(6))"
        try Self.goTo("/posts/new", tmux)
        #expect(try tmux.waitFor { Self.hasModal($0) && $0.contains { $0.contains("│[Create Post] ") } }.ok)
        // Title has autofocus: Tab to the body, type, leave it, Tab to the button.
        try tmux.send("Tab", "Enter")
        try tmux.type("Body typed 42")
        try tmux.send("Escape", "Tab", "Enter")
        let refused = try tmux.waitFor { $0.contains { $0.contains("│ * Title can't be blank ") } }
        #expect(refused.ok, "\(refused.screen)")
        #expect(Self.hasModal(refused.screen), "the 422 is rendered in the modal")
        #expect(refused.screen.contains { $0.contains("││Body typed 42 ") }, "the typed body is kept in its box: \(refused.screen)")
        #expect(TmuxSession.statusLine(refused.screen).hasPrefix("The form was not accepted (HTTP 422): see the page"))
        // Focus stayed on the button; back to the title, type it, Enter sends through the button.
        try tmux.send("BTab", "BTab", "Enter")
        try tmux.type(title)
        try tmux.send("Enter")
        let created = try Self.waitForCreated(title, tmux)
        #expect(created.ok, "the modal closed and the list shows the post: \(created.screen)")
    }

    @Test func deletingAsksFirstAndNoSendsNothing() throws {
        let demo = try DemoServer.shared()
        let tmux = try Self.open("/posts", demo: demo)
        #expect(try tmux.waitFor("New post").ok)
        let title = "Doomed \(UUID().uuidString.prefix(6))"
        try Self.goTo("/posts/new", tmux)
        #expect(try tmux.waitFor { Self.hasModal($0) && $0.contains { $0.contains("│[Create Post] ") } }.ok)
        try tmux.send("Enter")
        try tmux.type(title)
        try tmux.send("Enter")
        let created = try Self.waitForCreated(title, tmux, flash: false)
        #expect(created.ok, "\(created.screen)")
        // The post's links are its title, Edit, then Delete (a link to the post itself).
        let path = try Self.postPath(titled: title, demo)
        #expect(try tmux.tab(until: { TmuxSession.statusText($0) == demo.url("\(path)/edit").absoluteString }), "\(tmux.screen)")
        try tmux.send("Tab")
        #expect(try tmux.waitFor { TmuxSession.statusText(TmuxSession.statusLine($0)) == demo.url(path).absoluteString }.ok,
                "on the post's Delete: \(tmux.screen)")
        try tmux.send("Enter")
        let question = try tmux.waitFor { $0.contains { $0.contains("│ Delete “\(title)”? │") } && $0.contains { $0.contains("│ y: yes   n: no ") } }
        #expect(question.ok, "\(question.screen)")
        try tmux.send("n")
        let kept = try tmux.waitFor { TmuxSession.statusLine($0).hasPrefix("Nothing was sent") }
        #expect(kept.ok, "\(kept.screen)")
        #expect(Self.logged(demo, "DELETE", path) == 0, "no request after no")
        try tmux.send("Enter")
        #expect(try tmux.waitFor("y: yes").ok)
        try tmux.send("y")
        let gone = try tmux.waitFor { ScreenRows($0).matches([5: "Post deleted."]) && !$0.contains(title) }
        #expect(gone.ok, "\(gone.screen)")
        #expect(Self.logged(demo, "DELETE", path) == 1, "one DELETE \(path)")
    }

    @Test func signingOutWithTheButtonForm() throws {
        let demo = try DemoServer.shared()
        let tmux = try Self.open("/", demo: demo)
        #expect(try tmux.waitFor("A small Rails app").ok)
        try Self.signIn(as: "bob", tmux)
        #expect(try tmux.waitFor(rows: Self.homeNames("bob")).ok, "\(tmux.screen)")
        // Home, Posts, Frames, Streams, then the [Sign out] button. One Tab
        // at a time, each seen to land: the stale main page may still be
        // reloading when the names show (docs/navigation.md, form results),
        // and a reload puts focus back on the top.
        #expect(try tmux.tab(until: "Enter: send the form", tries: 12), "\(tmux.screen)")
        try tmux.send("Enter")
        let out = try tmux.waitFor(rows: [3: "Not signed in. Sign in", 5: "Signed out."])
        #expect(out.ok, "\(out.screen)")
        #expect(Self.logged(demo, "POST", "/signout") + Self.logged(demo, "DELETE", "/signout") >= 1)
    }

    @Test func aTextareaIsWrittenInTheEditor() throws {
        let demo = try DemoServer.shared()
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-editor-\(UUID().uuidString).sh")
        try ExecutableScript.write("#!/bin/sh\nprintf 'Written by the editor' > \"$1\"\n", to: script)
        let tmux = try Self.open("/posts", demo: demo, environment: ["EDITOR": script.path, "VISUAL": ""])
        #expect(try tmux.waitFor("New post").ok)
        let title = "Edited \(UUID().uuidString.prefix(6))"
        try Self.goTo("/posts/new", tmux)
        #expect(try tmux.waitFor { Self.hasModal($0) && $0.contains { $0.contains("│[Create Post] ") } }.ok)
        try tmux.send("Enter")
        try tmux.type(title)
        try tmux.send("Escape", "Tab", "C-e")
        let edited = try tmux.waitFor("Written by the editor")
        #expect(edited.ok, "the editor's text is in the box: \(edited.screen)")
        try tmux.send("Tab", "Enter")
        let created = try Self.waitForCreated(title, tmux, flash: false)
        #expect(created.ok, "\(created.screen)")
        // What the server keeps: on screen the body may be below the last row (the search puts the
        // title where the shared list's length lets it, the list's end near the screen's foot).
        let post = try CurlSession().get(demo.url(try Self.postPath(titled: title, demo))).body
        #expect(post.contains("Written by the editor"), "the post was sent with the editor's text: \(post)")
    }

    @Test func aServerStoppedDuringSubmitKeepsTheValuesAndRetryWorks() throws {
        let secret = String(repeating: "ab", count: 64)
        var demo = try DemoServer.start(secretKeyBase: secret)
        let port = demo.port
        let tmux = try Self.open("/", demo: demo)
        #expect(try tmux.waitFor("A small Rails app").ok)
        try Self.goTo("/signin", tmux)
        #expect(try tmux.waitFor { Self.hasModal(titled: "Sign in", $0) && $0.contains { $0.contains("│Password ") } }.ok)
        try tmux.send("Enter")
        try tmux.type("carol")
        try tmux.send("Tab", "Enter")
        try tmux.type("turbo")
        try tmux.send("Escape", "Tab")
        demo.stop()
        try tmux.send("Enter")
        let failed = try tmux.waitFor { $0.contains { $0.hasPrefix("Could not send the form to ") } }
        #expect(failed.ok, "\(failed.screen)")
        #expect(failed.screen.contains { $0.contains("│[carol_______________] ") }, "the typed name is still in its field: \(failed.screen)")
        #expect(Self.hasModal(failed.screen))
        demo = try DemoServer.start(port: port, secretKeyBase: secret)
        try tmux.send("r")
        let signedIn = try tmux.waitFor(rows: Self.homeNames("carol"))
        #expect(signedIn.ok, "retry resent the form: \(signedIn.screen)")
        demo.stop()
    }
}
