import Foundation
import Testing
import UI

/// The real binary in tmux against the demo app, read as a person sees it:
/// `capture-pane -e` gives every cell's colours and attributes, which the
/// tests check for legibility and marks; the mouse arrives as xterm reports it.
@Suite("What the demo looks like in a real terminal (tmux)", .serialized)
struct DemoScreenTests {
    /// The cells of the line holding `text`, from its first character on.
    static func cells(_ text: String, _ tmux: TmuxSession) throws -> [CapturedScreen.Cell] {
        try #require(try tmux.captureCells().cells(of: text), "\(text) on \(tmux.screen)")
    }

    static func position(of text: String, in screen: [String]) throws -> (row: Int, column: Int) {
        let row = try #require(screen.firstIndex { $0.contains(text) }, "\(text) in \(screen)")
        let line = screen[row]
        return (row, line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound))
    }

    @Test(arguments: ["tmux-256color", "xterm"])
    func theFocusedLinkIsLegibleReversedAndWhole(term: String) throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/", demo: demo, environment: ["TERM": term])
        #expect(try tmux.waitFor("A small Rails app").ok)
        let first = try tmux.captureCells()
        #expect(first.illegibleCells.isEmpty, "\(first.illegibleCells)")
        // Home, Posts, Frames, Streams, Sign in, then "Basic navigation".
        for _ in 0..<6 { try tmux.send("Tab") }
        #expect(try tmux.waitFor("/one").ok)
        let screen = try tmux.captureCells()
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
        let link = try Self.cells("Basic navigation", tmux)
        #expect(link.allSatisfy { $0.reverse && $0.underline }, "the whole link, its space too: \(link)")
        #expect(link.allSatisfy { $0.isLegible && $0.shownBackground != "0" }, "never black: \(link)")
        if term == "tmux-256color" {
            #expect(link.allSatisfy { $0.foreground == "63" }, "the link's own colour, reversed: \(link)")
        } else {
            #expect(!(try tmux.captureWithAttributes()).contains("[38;5;"), "eight colours only")
        }
    }

    @Test func typingShowsTheTextAndTheCursorAtTheInsertionPoint() throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/", demo: demo)
        #expect(try tmux.waitFor("A small Rails app").ok)
        #expect(try tmux.cursor().visible == false, "no cursor while reading")
        try DemoBrowserFormTests.goTo("/signin", tmux)
        #expect(try tmux.waitFor { DemoBrowserFormTests.hasModal(titled: "Sign in", $0) && $0.contains { $0.contains("│Password ") } }.ok)
        try tmux.send("Enter")
        try tmux.type("Ann")
        let typed = try tmux.waitFor("[Ann")
        #expect(typed.ok, "\(typed.screen)")
        let field = try Self.position(of: "[Ann", in: typed.screen)
        let cursor = try tmux.cursor()
        #expect(cursor.visible && cursor.row == field.row && cursor.column == field.column + 4, "\(cursor) \(field)")
        let cells = try Self.cells("Ann", tmux)
        #expect(cells.prefix(3).allSatisfy { $0.reverse && $0.foreground != "0" }, "\(cells.prefix(3))")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
        try tmux.send("Escape")
        #expect(try tmux.waitFor { TmuxSession.statusLine($0).hasPrefix("Enter: type in this field") }.ok, "typing ended: \(tmux.screen)")
        #expect(try tmux.cursor().visible == false, "hidden again")
    }

    @Test func oneClickOnTheStreamsButtonSendsOnePost() throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/streams", demo: demo)
        let page = try tmux.waitFor("Run the stream actions")
        #expect(page.ok)
        let before = DemoBrowserFormTests.logged(demo, "POST", "/streams")
        let button = try Self.position(of: "Run the stream actions", in: page.screen)
        try tmux.click(row: button.row, column: button.column + 2)
        #expect(try tmux.waitFor("Runs: 1").ok)
        Thread.sleep(forTimeInterval: 1) // a second POST, if any, would have come by now
        #expect(DemoBrowserFormTests.logged(demo, "POST", "/streams") == before + 1)
        #expect(!tmux.screen.contains("Runs: 2"), "\(tmux.screen)")
    }

    @Test func aReplaceLinkAndAnAnchorKeepHistoryAsTurboDoes() throws {
        let (_, tmux) = try DemoBrowserTests.open()
        #expect(try tmux.waitFor("A small Rails app").ok)
        try DemoBrowserFormTests.goTo("/one", tmux)
        let one = try tmux.waitFor("Replace with page two")
        #expect(one.ok)
        let link = try Self.position(of: "Replace with page two", in: one.screen)
        try tmux.click(row: link.row, column: link.column + 1)
        #expect(try tmux.waitFor { $0[0].contains("/two") }.ok)
        try tmux.send("h")
        // The body too: tmux may be read while the terminal is still writing the frame.
        let back = try tmux.waitFor { $0[0].hasSuffix("/") && $0.count > 5 && $0[5] == "Turbo demo" }
        #expect(back.ok, "\(back.screen)")
        expectRows(back.screen, [5: "Turbo demo", 7: "A small Rails app for turbo-tui, mirroring the pages of the Turbo Native demo."],
                   "back skips the replaced page")
        try DemoBrowserFormTests.goTo("/long", tmux)
        let long = try tmux.waitFor("Jump to the bottom")
        #expect(long.ok)
        let jump = try Self.position(of: "Jump to the bottom", in: long.screen)
        try tmux.click(row: jump.row, column: jump.column + 1)
        #expect(try tmux.waitFor { $0[0].contains("#bottom") }.ok)
        try tmux.send("h")
        // The body too, as above: under load tmux was read with the new title over the old rows.
        let top = try tmux.waitFor { $0[0].hasSuffix("/long") && $0.count > 7 && $0[7] == "Jump to the bottom" }
        #expect(top.ok, "\(top.screen)")
        expectRows(top.screen, [1: "Home · Posts · Frames · Streams", 3: "Not signed in. Sign in", 7: "Jump to the bottom"], "back returns to the top")
    }

    @Test func after422InTheModalTheFocusedButtonIsOnScreen() throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/posts", demo: demo)
        #expect(try tmux.waitFor("New post").ok)
        try DemoBrowserFormTests.goTo("/posts/new", tmux)
        #expect(try tmux.waitFor { DemoBrowserFormTests.hasModal(titled: "New post · Turbo demo", $0) && $0.contains { $0.contains("│[Create Post] ") } }.ok)
        try tmux.send("Tab", "Tab", "Enter")
        let refused = try tmux.waitFor { $0.contains { $0.contains("│ * Title can't be blank ") } }
        #expect(refused.ok, "\(refused.screen)")
        let button = try Self.cells("Create Post", tmux)
        #expect(button.allSatisfy { $0.reverse }, "the focused button is drawn, reversed: \(refused.screen)")
        #expect(try tmux.captureCells().illegibleCells.isEmpty)
    }
}
