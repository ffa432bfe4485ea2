import Foundation
import Testing
import UI

/// The other ways a form travels, in the real binary in tmux against the
/// demo app: an edit sent as POST with `_method=patch` (Rails makes it a
/// PATCH), a multipart form with a file read from a typed path, and a GET
/// search form whose query lands in the URL.
@Suite("Form methods and encodings in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserFormWireTests {
    typealias Forms = DemoBrowserFormTests

    @Test func anEditTravelsAsPostWithMethodPatchAndTheListShowsTheNewTitle() throws {
        let demo = try DemoServer.shared()
        let tmux = try Forms.open("/posts", demo: demo)
        #expect(try tmux.waitFor("New post").ok)
        let suffix = UUID().uuidString.prefix(6)
        let (before, after) = ("Draft \(suffix)", "Final \(suffix)")
        try Forms.goTo("/posts/new", tmux)
        #expect(try tmux.waitFor { Forms.hasModal($0) && $0.contains { $0.contains("│[Create Post] ") } }.ok)
        try tmux.send("Enter")
        try tmux.type(before)
        try tmux.send("Enter")
        #expect(try Forms.waitForCreated(before, tmux).ok)
        let path = try Forms.postPath(titled: before, demo)
        #expect(try tmux.tab(until: { TmuxSession.statusText($0) == demo.url("\(path)/edit").absoluteString }),
                "on the post's Edit link: \(tmux.screen)")
        try tmux.send("Enter")
        let form = try tmux.waitFor { screen in
            Forms.hasModal(titled: "Edit post · Turbo demo", screen) && screen.contains { $0.contains("│[Update Post] ") }
                && screen.contains { $0.contains("│[\(before)_") }
        }
        #expect(form.ok, "the edit form opens in the modal with the title filled in: \(form.screen)")
        // Title has autofocus: type over it, Enter sends through the form's button.
        try tmux.send("Enter", "C-u")
        try tmux.type(after)
        try tmux.send("Enter")
        // The shared list: the title's row is not fixed, the row's text is.
        let updated = try tmux.waitFor { !Forms.hasModal($0) && $0.contains(after) && !$0.contains(before) }
        #expect(updated.ok, "the modal closed and the list shows the new title: \(updated.screen)")
        let update = demo.loggedRequests().filter { $0.contains(" POST \"\(path)\" 303 ") }
        #expect(update.count == 1, "one POST \(path): \(update)")
        #expect(update.first?.contains(#"override="PATCH""#) == true, "Rails read `_method=patch`: \(update)")
        #expect(update.first?.contains(#"action="posts#update""#) == true, "the update action answered: \(update)")
    }

    @Test func aFileAndANoteTravelInOneMultipartForm() throws {
        let demo = try DemoServer.shared()
        let name = "turbo-tui-upload-\(UUID().uuidString.prefix(8)).txt"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let contents = "Seventeen bytes.\n"
        try contents.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let tmux = try Forms.open("/uploads", demo: demo)
        #expect(try tmux.waitFor("Send a file").ok)
        #expect(try tmux.tab(until: "Enter: choose a file to send"))
        try tmux.send("Enter")
        #expect(try tmux.waitFor("File to send").ok)
        try tmux.type(file.path)
        try tmux.send("Enter")
        // The field keeps the width of `[Browse...]`: the name's start shows.
        #expect(try tmux.waitFor("[\(name.prefix(9))]").ok, "the file's name is in its field")
        try tmux.send("Tab", "Enter")
        try tmux.type("Sent from tmux")
        try tmux.send("Enter")
        let received = try tmux.waitFor(rows: [7: "Received \(name)"])
        #expect(received.ok, "the server's answer names the file: \(received.screen)")
        expectRows(received.screen, [9: " * File: \(name)", 10: " * Size: \(contents.utf8.count) bytes", 11: " * Type: text/plain",
                                     12: " * Note: Sent from tmux", 14: "Send another file"])
        #expect(demo.loggedRequests().contains { $0.contains(#"POST "/uploads" 303"#) && $0.contains(#"action="uploads#create""#) })
    }

    @Test func aSearchFormPutsTheQueryInTheURLAndBackReturns() throws {
        let demo = try DemoServer.shared()
        let tmux = try Forms.open("/search", demo: demo)
        #expect(try tmux.waitFor("Search posts").ok)
        #expect(try tmux.tab(until: "Enter: type in this field"))
        try tmux.send("Enter")
        try tmux.type("welcome")
        try tmux.send("Enter")
        // How many posts match depends on what other suites wrote: the count is left out.
        let results = try tmux.waitFor { $0.count > 11 && $0[9].hasSuffix(" found for “welcome”.") }
        #expect(results.ok, "\(results.screen)")
        #expect(results.screen.first?.contains("/search?q=welcome") == true, "the title line shows the new URL: \(results.screen)")
        expectRows(results.screen, [11: " * Welcome to the demo"], "the matching post is listed")
        #expect(Forms.logged(demo, "GET", "/search?q=welcome") >= 1)
        // Other suites use the same server at the same time: count only this page's requests.
        let searches = Forms.logged(demo, "GET", "/search")
        try tmux.send("Left")
        let back = try tmux.waitFor { ($0.first ?? "").hasSuffix("/search") && !$0.contains { $0.contains(" found for “") } }
        #expect(back.ok, "back shows the empty search page again: \(back.screen)")
        #expect(Forms.logged(demo, "GET", "/search") == searches, "from the page cache, without a request")
    }
}
