import Foundation
import Testing
import Images
import UI

/// An image's symbol cells on the screen (ScreenBuffer.place): drawn in the
/// image's own colours, at the terminal's colour depth, on the in-memory
/// terminal that `drive` and the end-to-end tests read.
@Suite("Images: symbol cells on the screen")
struct ImageOnScreenTests {
    private static let grid = try! ImageCells.make(
        from: [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png"))), maximumColumns: 80, maximumRows: 24)

    /// The colours a reader sees in a cell: the ground of a space, the ink
    /// of a full block, both otherwise.
    private func seen(_ cell: PaintedCell) -> Set<TerminalColor> {
        switch cell.text {
        case " ": [cell.shownBackground]
        case "\u{2588}": [cell.shownForeground]
        default: [cell.shownForeground, cell.shownBackground]
        }
    }

    private func drawnImage(_ scheme: ColorScheme) -> MemoryTerminal {
        let terminal = MemoryTerminal(size: ScreenSize(rows: 6, columns: 20), scheme: scheme)
        var frame = ScreenBuffer(size: terminal.size)
        frame.write("Photo:", row: 0, column: 0, style: .plain)
        frame.place(Self.grid, row: 1, column: 2)
        terminal.draw(frame)
        return terminal
    }

    @Test func theRedAndBlueImageIsDrawnInBothColoursAt256Colours() {
        let terminal = drawnImage(.standard)
        #expect(terminal.rows[0] == "Photo:", "the text stays where it was")
        for row in 1...2 {
            for column in 2..<6 { #expect(seen(terminal.drawn(row: row, column: column)) == [.palette(196)], "\(row),\(column)") }
            for column in 6..<10 { #expect(seen(terminal.drawn(row: row, column: column)) == [.palette(21)], "\(row),\(column)") }
        }
        let past = terminal.drawn(row: 1, column: 10)
        #expect(past.text == " " && past.shownBackground == .defaultBackground, "nothing past the image")
    }

    @Test func aDirectColourTerminalGetsTheImagesOwnColours() {
        let terminal = drawnImage(ColorScheme(depth: .direct))
        #expect(seen(terminal.drawn(row: 1, column: 2)) == [.rgb(255, 0, 0)])
        #expect(seen(terminal.drawn(row: 2, column: 9)) == [.rgb(0, 0, 255)])
    }

    @Test func eightColoursGetTheNearestBasicColour() {
        let terminal = drawnImage(ColorScheme(depth: .basic))
        #expect(seen(terminal.drawn(row: 1, column: 3)) == [.palette(1)])
        #expect(seen(terminal.drawn(row: 1, column: 8)) == [.palette(4)])
    }

    @Test func anImageIsClippedAtTheScreensEdge() {
        var frame = ScreenBuffer(size: ScreenSize(rows: 2, columns: 5))
        frame.place(Self.grid, row: 1, column: 1)
        #expect(frame[1, 4].ink != nil && frame[0, 1].ink == nil)
    }

    @Test func aSymbolWhoseTwoColoursTheDepthMakesOneIsPaintedAsASpace() {
        var frame = ScreenBuffer(size: ScreenSize(rows: 1, columns: 2))
        // Two reds a 256-colour terminal shows as one (196), and a red over blue.
        let near = SymbolGrid(columns: 2, rows: 1, cells: [
            SymbolCell(character: "\u{2580}", foreground: RGBColor(red: 255, green: 0, blue: 0), background: RGBColor(red: 250, green: 4, blue: 2)),
            SymbolCell(character: "\u{2580}", foreground: RGBColor(red: 255, green: 0, blue: 0), background: RGBColor(red: 0, green: 0, blue: 255)),
        ])
        frame.place(near, row: 0, column: 0)
        let painted = ColorScheme.standard.paint(frame[0, 0])
        #expect(painted.text == " " && painted.background == .palette(196) && painted.isLegible)
        let kept = ColorScheme.standard.paint(frame[0, 1])
        #expect(kept.text == "\u{2580}" && kept.foreground == .palette(196) && kept.background == .palette(21))
        #expect(ColorScheme(depth: .direct).paint(frame[0, 0]).text == "\u{2580}", "24-bit colour tells them apart")
    }
}
