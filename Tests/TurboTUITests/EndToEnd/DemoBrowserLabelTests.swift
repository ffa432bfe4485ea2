import Foundation
import Testing

/// A mouse click on a form label, in the real binary in tmux against the
/// demo app: the click arrives as the terminal's own mouse report, and the
/// label's field takes the typing.
@Suite("Labels in the browser against the demo app (tmux)", .serialized)
struct DemoBrowserLabelTests {
    /// Presses and releases button 1 at a screen cell, as an xterm-style
    /// terminal reports it (`ESC [ M`, then button, column and row, each + 32).
    static func click(row: Int, column: Int, _ tmux: TmuxSession) throws {
        let (x, y) = (String(33 + column, radix: 16), String(33 + row, radix: 16))
        try tmux.send("-H", "1b", "5b", "4d", "20", x, y, "1b", "5b", "4d", "23", x, y)
    }

    @Test func clickingTheNoteLabelTypesIntoTheNoteField() throws {
        let demo = try DemoServer.shared()
        let tmux = try DemoBrowserFormTests.open("/uploads", demo: demo)
        let page = try tmux.waitFor("Send a file")
        #expect(page.ok, "\(page.screen)")
        let row = try #require(page.screen.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Note" })
        try Self.click(row: row, column: 1, tmux)
        #expect(try tmux.waitFor("Typing: Enter: send").ok, "the label's field is being typed into")
        try tmux.type("Clicked in")
        let typed = try tmux.waitFor { $0[row + 1].hasPrefix("[Clicked in") }
        #expect(typed.ok, "the text went into the field below the label: \(typed.screen)")
    }
}
