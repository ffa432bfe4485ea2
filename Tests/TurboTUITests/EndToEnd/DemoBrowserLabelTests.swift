import Foundation
import Testing

/// A mouse click on a form label, in the real binary in tmux against the
/// demo app: the click arrives as the terminal's own mouse report, and the
/// label's field takes the typing.
@Suite("Labels in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserLabelTests {
    @Test func clickingTheNoteLabelTypesIntoTheNoteField() throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/uploads", demo: demo)
        // The whole first frame, down to the status line curses writes last:
        // a capture while it is written may hold the heading but not the label yet.
        let page = try tmux.waitFor { screen in
            screen.contains { $0.trimmingCharacters(in: .whitespaces) == "Note" } && TmuxSession.statusLine(screen).hasPrefix("?: help")
        }
        #expect(page.ok, "\(page.screen)")
        let row = try #require(page.screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Note" })
        try tmux.click(row: row, column: 1)
        #expect(try tmux.waitFor("Typing: Enter: send").ok, "the label's field is being typed into")
        try tmux.type("Clicked in")
        let typed = try tmux.waitFor { $0[row + 1].hasPrefix("[Clicked in") }
        #expect(typed.ok, "the text went into the field below the label: \(typed.screen)")
    }
}
