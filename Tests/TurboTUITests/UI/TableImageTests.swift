import Foundation
import Testing
import Base
import Net
import UI

/// An image in a table cell (issue 36) drawn in its box inside the cell, the
/// other cells' text beside it, on the real loop with curl and a server on 127.0.0.1.
@Suite("Images in table cells")
struct TableImageTests {
    @Test func anImageInACellIsDrawnInItsBoxBesideTheOtherCells() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/red-blue.png": return EventLoopImageTests.png()
            default: return .html(#"<p>Above the table.</p><table border="1"><tr><th>Name</th><th>Picture</th></tr>"#
                                  + #"<tr><td>Red and blue</td><td><img src="/red-blue.png" alt="rb" width="64" height="32"></td></tr></table>"#)
            }
        }
        defer { server.stop() }
        let run = LoopRun(rows: 12, columns: 40, opening: server.url("/"))
        defer { run.loop.stop() }
        let rows = run.terminal.rows
        let (red, blue) = EventLoopImageTests.colouredCells(run.terminal)
        #expect(red.count == 8 && blue.count == 8, "8x2 cells, half each colour: \(rows)")
        let imageRows = Set(red.map(\.0))
        #expect(imageRows.count == 2 && imageRows == Set(blue.map(\.0)), "\(rows)")
        let first = try #require(imageRows.min())
        #expect(rows[first].hasPrefix("│ Red and blue │ "), "the other cell on the image's first row: \(rows)")
        #expect(rows[first].hasSuffix(" │") && rows[first + 1].hasSuffix(" │"), "the table's right border stays: \(rows)")
        let cellStart = "│ Red and blue │ ".count
        #expect(red.map(\.1).min() == cellStart, "the box starts where its cell does: \(red)")
        #expect(red.map(\.1).max()! < blue.map(\.1).min()!)
        #expect(!rows[first].contains("[rb]"), "the alt text is under the image: \(rows)")
    }
}

/// The real binary in tmux draws the red/blue PNG in its table cell, beside the other cell's text.
@Suite("Images in table cells end to end")
struct TableImageEndToEndTests {
    @Test func theImageIsDrawnInItsCellInTmux() throws {
        let png = EventLoopImageTests.redBlue
        let server = try LoopbackHTTPServer { request in
            request.target == "/rb.png"
                ? .respond(status: 200, headers: [("Content-Type", "image/png")], body: png)
                : .html(#"<table border="1"><tr><td>Red and blue</td><td><img src="/rb.png" alt="rb" width="64" height="32"></td></tr></table>"#)
        }
        defer { server.stop() }
        let tmux = try TmuxSession([server.url("/").absoluteString], environment: ["TERM": "tmux-256color"], columns: 60, rows: 12)
        // A cell's colour as seen: the ground of a space, the ink of a full block.
        func colour(_ cell: CapturedScreen.Cell) -> String? {
            cell.text == " " ? cell.shownBackground : cell.text == "\u{2588}" ? cell.shownForeground : nil
        }
        let drawn = try tmux.waitFor { _ in
            ((try? tmux.captureCells(trailingSpaces: true)).map { $0.rows.joined().count { colour($0) == "21" } } ?? 0) >= 8
        }
        #expect(drawn.ok, "\(drawn.screen)")
        // The rows as text from the same capture as the cells: the text waitFor hands back was taken
        // before its condition's own capture, and was once the blank pane from before the first draw.
        let screen = try tmux.captureCells(trailingSpaces: true)
        let text = screen.rows.map { String($0.map(\.text)) }
        let row = try #require(text.firstIndex { $0.hasPrefix("│ Red and blue │ ") }, "\(text)")
        let start = "│ Red and blue │ ".count
        let cells = screen.rows[row]
        #expect((start..<(start + 4)).allSatisfy { colour(cells[$0]) == "196" }, "red where the cell starts: \(text)")
        #expect(((start + 4)..<(start + 8)).allSatisfy { colour(cells[$0]) == "21" }, "then blue")
        #expect(text[row].trimmingCharacters(in: .whitespaces).hasSuffix("│"), "the right border stays: \(text)")
        #expect(screen.illegibleCells.isEmpty, "\(screen.illegibleCells)")
    }
}
