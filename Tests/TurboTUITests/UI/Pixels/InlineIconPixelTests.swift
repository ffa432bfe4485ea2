import Testing
import Base
import Images
import Net
import UI

/// Icons in a line of text in pixels, on the real loop with curl and a
/// server on 127.0.0.1: the icon's pixels are placed at its own cells in its
/// line (its row, the column after the words before it), and moved or taken
/// away as the page scrolls, with sixels and with kitty graphics.
@Suite("Pixels: icons in a line of text")
struct InlineIconPixelTests {
    /// Two lines of text, then an icon (32x16 pixels: 4x1 cells) after
    /// "Build ", then an avatar (4x2) after "By ", then lines enough to scroll.
    static let page = #"<title>Icons</title><p>One</p><p>Two</p>"#
        + #"<p>Build <img src="/red-blue.png" alt="status" width="32" height="16"> passing</p>"#
        + #"<p>By <img src="/red-blue.png" alt="me" width="32" height="32"> Ann</p>"#
        + (1...20).map { "<p>Line \($0)</p>" }.joined()

    static func open(_ server: LoopbackHTTPServer, _ pixels: PixelProtocol) -> (MemoryTerminal, EventLoop) {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 10, columns: 40), pixels: PixelPainter(pixels))
        let loop = EventLoop(terminal: terminal, transport: CurlTransport(), configuration: .testApp())
        loop.start(opening: server.url("/"))
        loop.send(.input(.graphics(GraphicsChoice(pixels: pixels, cell: PixelSize(width: 8, height: 16)))))
        _ = loop.run(until: { terminal.placements.count == 2 && loop.isSettled }, deadline: loop.now + .seconds(10))
        return (terminal, loop)
    }

    /// Scrolls `lines` lines and lets the loop make and draw what the frames
    /// ask for: what the terminal was sent for images meanwhile, the erasing
    /// (`before`) and the drawing (`after`).
    static func scroll(_ loop: EventLoop, _ terminal: MemoryTerminal, lines: Int = 1) -> (before: String, after: String) {
        let mark = terminal.pixelOutputs.count
        loop.send(Array(repeating: BrowserEvent.input(.key(.character("j"))), count: lines))
        _ = loop.run(until: { loop.isSettled }, deadline: loop.now + .seconds(10))
        let outputs = terminal.pixelOutputs.dropFirst(mark)
        return (outputs.map { text($0.before) }.joined(), outputs.map { text($0.after) }.joined())
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The placements as (row, column, image rows, columns), top first.
    static func placed(_ terminal: MemoryTerminal) -> [[Int]] {
        terminal.placements.sorted { $0.row < $1.row }.map { [$0.row, $0.column, $0.rows.lowerBound, $0.rows.upperBound, $0.columns] }
    }

    @Test func sixelsOfIconsStandAtTheirCellsInTheLineAndMoveWithIt() throws {
        let server = try EventLoopPixelTests.server(page: Self.page)
        defer { server.stop() }
        let (terminal, loop) = Self.open(server, .sixel)
        defer { loop.stop() }
        // The page area starts on row 1: "Build" is its line 4 (One, a gap, Two, a gap), "By" its line 6.
        #expect(terminal.rows[5].hasPrefix("Build ") && terminal.rows[7].hasPrefix("By "), "\(terminal.rows)")
        #expect(Self.placed(terminal) == [[5, 6, 0, 1, 4], [7, 3, 0, 2, 4]], "each at its cells: \(Self.placed(terminal))")
        #expect(terminal.placements.allSatisfy { $0.pixels.width == 32 }, "4 cells of 8 pixels")
        let (red, blue) = EventLoopImageTests.colouredCells(terminal)
        #expect(red.map { [$0.0, $0.1] } == [[5, 6], [5, 7], [7, 3], [7, 4], [8, 3], [8, 4]], "the symbol cells beneath, red left: \(red)")
        #expect(blue.map { [$0.0, $0.1] } == [[5, 8], [5, 9], [7, 5], [7, 6], [8, 5], [8, 6]], "blue right: \(blue)")
        #expect(terminal.rows[5].dropFirst(10).hasPrefix(" passing"), "the words after it: \(terminal.rows[5])")
        let stream = Self.text(terminal.pixelStream)
        #expect(stream.contains("\u{1B}7\u{1B}[6;7H\u{1B}P") && stream.contains("\u{1B}7\u{1B}[8;4H\u{1B}P"),
                "the sixels drawn at row 6 column 7 and row 8 column 4 (1-based)")

        // A line up: both move up a row, erased where they stood.
        let up = Self.scroll(loop, terminal)
        #expect(Self.placed(terminal) == [[4, 6, 0, 1, 4], [6, 3, 0, 2, 4]], "\(Self.placed(terminal))")
        #expect(up.before == "\u{1B}[6;7H\u{1B}[4X\u{1B}[8;4H\u{1B}[4X\u{1B}[9;4H\u{1B}[4X",
                "ECH over each row they stood on: \(up.before.debugDescription)")
        #expect(up.after.contains("\u{1B}7\u{1B}[5;7H\u{1B}P") && up.after.contains("\u{1B}7\u{1B}[7;4H\u{1B}P"), "drawn at the new places")

        // Six lines more: the icon is gone above, the avatar's second row alone shows, on the area's first row.
        let away = Self.scroll(loop, terminal, lines: 6)
        #expect(Self.placed(terminal) == [[1, 3, 1, 2, 4]], "the avatar's second row only: \(Self.placed(terminal)) \(terminal.rows)")
        #expect(terminal.rows[2].trimmingCharacters(in: .whitespaces).isEmpty && terminal.rows[3].hasPrefix("Line 1"), "\(terminal.rows)")
        #expect(away.before.contains("\u{1B}[5;7H\u{1B}[4X") && away.before.contains("\u{1B}[7;4H\u{1B}[4X\u{1B}[8;4H\u{1B}[4X"),
                "both erased where they stood: \(away.before.debugDescription)")
        #expect(away.after.contains("\u{1B}7\u{1B}[2;4H\u{1B}P") && !away.after.contains("[5;7H"), "the avatar's row drawn at the top, the icon not")
        // And off the top: nothing placed, its last row erased.
        let gone = Self.scroll(loop, terminal)
        #expect(terminal.placements.isEmpty)
        #expect(gone.before == "\u{1B}[2;4H\u{1B}[4X" && gone.after.isEmpty, "\(gone.before.debugDescription)")
    }

    @Test func kittyPlacesIconsAtTheirCellsAndMovesThePlacementsWithoutSendingAgain() throws {
        let server = try EventLoopPixelTests.server(page: Self.page)
        defer { server.stop() }
        let (terminal, loop) = Self.open(server, .kitty)
        defer { loop.stop() }
        #expect(Self.placed(terminal) == [[5, 6, 0, 1, 4], [7, 3, 0, 2, 4]], "\(Self.placed(terminal))")
        let first = Self.text(terminal.pixelStream)
        #expect(first.components(separatedBy: "a=t,").count == 3, "each box's pixels sent once")
        #expect(first.contains("\u{1B}7\u{1B}[6;7H\u{1B}_Ga=p,") && first.contains(",x=0,y=0,w=32,h=16,c=4,r=1,C=1,q=2\u{1B}\\\u{1B}8"),
                "the icon placed at row 6 column 7 (1-based), 4x1 cells")
        #expect(first.contains("\u{1B}7\u{1B}[8;4H\u{1B}_Ga=p,") && first.contains(",x=0,y=0,w=32,h=32,c=4,r=2,C=1,q=2\u{1B}\\\u{1B}8"),
                "the avatar at row 8 column 4, 4x2 cells")
        let moved = Self.scroll(loop, terminal, lines: 4)
        #expect(Self.placed(terminal) == [[1, 6, 0, 1, 4], [3, 3, 0, 2, 4]], "\(Self.placed(terminal))")
        #expect(moved.before.isEmpty && !moved.after.contains("a=t,"), "nothing erased, nothing sent again")
        #expect(moved.after.contains("\u{1B}7\u{1B}[2;7H\u{1B}_Ga=p,") && moved.after.contains("\u{1B}7\u{1B}[4;4H\u{1B}_Ga=p,"),
                "the placements moved: \(moved.after.debugDescription)")

        // Three more: the icon off the top (its placement deleted), the avatar's second row alone.
        let away = Self.scroll(loop, terminal, lines: 3)
        #expect(Self.placed(terminal) == [[1, 3, 1, 2, 4]], "\(Self.placed(terminal))")
        #expect(away.after.contains("a=d,d=i,"), "the icon's placement deleted: \(away.after.debugDescription)")
        #expect(away.after.contains("\u{1B}7\u{1B}[2;4H\u{1B}_Ga=p,") && away.after.contains(",x=0,y=16,w=32,h=16,c=4,r=1,C=1,q=2"),
                "the avatar's lower half from its pixel row 16: \(away.after.debugDescription)")
    }
}
