import Testing
import Synchronization
import Base
import Images
import UI

/// What the terminal is sent for images in pixels, frame after frame, read
/// from the in-memory terminal's record (`MemoryTerminal.pixelStream`).
@Suite("Pixels: the sixel and kitty streams")
struct PixelPainterTests {
    /// 64x32 pixels, left half red, right half blue, for 8x16 cells: a box of 8x2.
    static func redBlue(cellWidth: Int = 8, cellHeight: Int = 16, rows: Int = 2) -> ScaledPixels {
        let width = 8 * cellWidth
        let height = rows * cellHeight
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return ScaledPixels(width: width, height: height, rgba: rgba, cellWidth: cellWidth, cellHeight: cellHeight)
    }

    static let size = ScreenSize(rows: 10, columns: 30)

    /// A frame with text and `pixels` placed at `row` (its rows `rows`).
    static func frame(_ pixels: ScaledPixels?, row: Int = 2, rows: Range<Int> = 0..<2, text: String = "page") -> ScreenBuffer {
        var frame = ScreenBuffer(size: size)
        frame.write(text, row: 0, column: 0, style: .plain)
        if let pixels {
            let grid = SymbolGrid(columns: 8, rows: rows.upperBound,
                                  cells: Array(repeating: SymbolCell(character: " ", foreground: nil, background: RGBColor(red: 255, green: 0, blue: 0)),
                                               count: 8 * rows.upperBound))
            for (offset, gridRow) in rows.enumerated() {
                frame.place(grid, gridRow: gridRow, row: row + offset, column: 1, columnLimit: size.columns)
            }
            frame.placePixels(PixelPlacement(pixels: pixels, row: row, column: 1, rows: rows, columns: 8))
        }
        return frame
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The sixel images in `text`: each from `ESC P` to `ESC \`.
    static func sixels(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "\u{1B}P"), let end = rest[start.upperBound...].range(of: "\u{1B}\\") {
            found.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// The raster attributes of a sixel (`"1;1;width;height`).
    static func raster(_ sixel: Substring) -> (width: Int, height: Int)? {
        guard let quote = sixel.firstIndex(of: "\"") else { return nil }
        let numbers = sixel[sixel.index(after: quote)...].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
        return numbers.count == 4 ? (numbers[2], numbers[3]) : nil
    }

    // MARK: Sixel

    /// Draws `frame`, has the sixels it asked for made (here, as the loop's
    /// worker would, `PixelWork`), hands them back and draws it again: what
    /// the terminal was sent over the two frames.
    @discardableResult
    static func drawMaking(_ frame: ScreenBuffer, on terminal: MemoryTerminal) -> PixelPainter.Output {
        terminal.draw(frame)
        let first = terminal.pixelOutputs.last ?? PixelPainter.Output()
        let work = terminal.takePixelWork()
        guard !work.isEmpty else { return first }
        for request in work { terminal.pixelsMade(request.run()) }
        terminal.draw(frame)
        let second = terminal.pixelOutputs.last ?? PixelPainter.Output()
        return PixelPainter.Output(before: first.before + second.before, repaintRows: Array(Set(first.repaintRows + second.repaintRows)).sorted(),
                                   after: first.after + second.after)
    }

    @Test func aSixelIsDrawnAfterTheCellsAtItsPlaceWithTheCursorKept() throws {
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.sixel))
        let output = Self.drawMaking(Self.frame(Self.redBlue()), on: terminal)
        #expect(output.before.isEmpty && output.repaintRows.isEmpty)
        let text = Self.text(output.after)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[3;2H\u{1B}P"), "saved cursor, row 3 column 2 (1-based), then the sixel: \(text.prefix(20).debugDescription)")
        #expect(text.hasSuffix("\u{1B}\\\u{1B}8"), "the sixel ends with ST, then the cursor is restored")
        let sixel = try #require(Self.sixels(in: text).first)
        #expect(sixel.contains("q\""), "DCS ... q then the raster attributes")
        let size = try #require(Self.raster(sixel))
        #expect(size.width == 64 && size.height <= 32 && size.height > 32 - 6, "64 wide, 32 high to a whole sixel band: \(size)")
        #expect(terminal.placements.count == 1 && terminal.frame[2, 1].ink != nil && terminal.frame[3, 8].ink != nil, "the cells stay beneath, for drive")
        let bytes = output.after.filter { $0 < 0x20 && $0 != 0x1B }
        #expect(bytes.isEmpty, "no control byte but ESC: \(bytes)")
    }

    @Test func aDrawEncodesNothingAndTheWorkersAnswerPlacesTheSixel() throws {
        let encoded = Counter()
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.sixel) { pixels in
            encoded.add()
            return PixelLibrary.sixels(of: pixels)
        })
        let frame = Self.frame(Self.redBlue())
        terminal.draw(frame)
        #expect(encoded.count == 0, "drawing encodes nothing")
        #expect(terminal.pixelOutputs.last?.isEmpty == true, "nothing sent: the symbol cells show meanwhile")
        #expect(terminal.frame[2, 1].ink != nil)
        let work = terminal.takePixelWork()
        #expect(work.count == 1)
        terminal.draw(frame)
        #expect(terminal.takePixelWork().isEmpty, "asked once while its worker runs")
        #expect(encoded.count == 0)
        let made = try #require(work.first).run()
        #expect(encoded.count == 1)
        terminal.pixelsMade(made)
        terminal.draw(frame)
        let placed = Self.text(terminal.pixelOutputs.last?.after ?? [])
        #expect(placed.hasPrefix("\u{1B}7\u{1B}[3;2H\u{1B}P"), "the answer is drawn at its place")
        terminal.draw(frame)
        #expect(terminal.pixelOutputs.last?.isEmpty == true, "and kept there")
        #expect(terminal.takePixelWork().isEmpty && encoded.count == 1)
    }

    @Test func aFastScrollAsksForThePartShowingWhenTheLastAnswerComes() throws {
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.sixel))
        let pixels = Self.redBlue()
        terminal.draw(Self.frame(pixels, row: 2))
        let first = terminal.takePixelWork()
        terminal.draw(Self.frame(pixels, row: 1, rows: 1..<2))
        #expect(first.count == 1 && terminal.takePixelWork().isEmpty, "one encoding at a time per image")
        terminal.pixelsMade(first[0].run())
        terminal.draw(Self.frame(pixels, row: 1, rows: 1..<2))
        #expect(terminal.pixelOutputs.last?.after.isEmpty == true, "the whole image's sixel is not drawn where a part shows")
        let second = terminal.takePixelWork()
        #expect(second.count == 1)
        terminal.pixelsMade(second[0].run())
        terminal.draw(Self.frame(pixels, row: 1, rows: 1..<2))
        let drawn = Self.sixels(in: Self.text(terminal.pixelOutputs.last?.after ?? []))
        let sixel = try #require(drawn.first)
        #expect(Self.raster(sixel).map { $0.height <= 16 } == true, "one row of cells")
    }

    @Test func aFrameThatChangesNothingUnderTheImageSendsNothing() {
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.sixel))
        let pixels = Self.redBlue()
        Self.drawMaking(Self.frame(pixels), on: terminal)
        terminal.draw(Self.frame(pixels, text: "page, another status"))
        #expect(terminal.pixelOutputs.last?.isEmpty == true)
    }

    @Test func scrollingErasesTheOldPlaceAndDrawsTheRowsThatShowClipped() throws {
        let encoded = Counter()
        let painter = PixelPainter(.sixel) { pixels in
            encoded.add()
            return PixelLibrary.sixels(of: pixels)
        }
        let terminal = MemoryTerminal(size: Self.size, pixels: painter)
        let pixels = Self.redBlue()
        Self.drawMaking(Self.frame(pixels, row: 2), on: terminal)
        // Scrolled by two rows: only the image's second row shows, at the top of the area.
        let output = Self.drawMaking(Self.frame(pixels, row: 1, rows: 1..<2), on: terminal)
        #expect(Self.text(output.before) == "\u{1B}[3;2H\u{1B}[8X\u{1B}[4;2H\u{1B}[8X", "ECH over each row it stood on")
        #expect(output.repaintRows == [2, 3], "curses repaints those rows")
        let sixel = try #require(Self.sixels(in: Self.text(output.after)).first)
        let size = try #require(Self.raster(sixel))
        #expect(size.width == 64 && size.height <= 16 && size.height > 16 - 6, "one row of cells: \(size)")
        #expect(Self.text(output.after).hasPrefix("\u{1B}7\u{1B}[2;2H"))
        #expect(encoded.count == 2)
        // Back where it was: the whole image again, from the sixel kept while the image stays.
        let back = Self.drawMaking(Self.frame(pixels, row: 2), on: terminal)
        #expect(Self.text(back.after).hasPrefix("\u{1B}7\u{1B}[3;2H\u{1B}P"))
        #expect(encoded.count == 2)
        // Gone from the frames, its sixels go too: shown again, it is made anew.
        terminal.draw(Self.frame(nil))
        Self.drawMaking(Self.frame(pixels, row: 2), on: terminal)
        #expect(encoded.count == 3)
    }

    @Test func anOverlayOverTheImageTakesItAwayAndItsCellsShow() throws {
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.sixel))
        let pixels = Self.redBlue()
        Self.drawMaking(Self.frame(pixels), on: terminal)
        var covered = Self.frame(pixels)
        covered.write("A menu", row: 3, column: 4, style: .plain)
        #expect(covered.pixelImages.isEmpty, "a cell written over it takes the placement away")
        terminal.draw(covered)
        let output = try #require(terminal.pixelOutputs.last)
        #expect(output.repaintRows == [2, 3] && !output.before.isEmpty && output.after.isEmpty)
        #expect(terminal.rows[3].contains("A menu"))
    }

    @Test func aResizeDrawsTheImageAnewWithoutErasing() throws {
        let painter = PixelPainter(.sixel)
        let pixels = Self.redBlue()
        _ = painter.paint(Self.frame(pixels), over: nil)
        painter.takeWork().forEach { painter.take($0.run()) }
        _ = painter.paint(Self.frame(pixels), over: Self.frame(pixels))
        var bigger = ScreenBuffer(size: ScreenSize(rows: 12, columns: 40))
        bigger.placePixels(PixelPlacement(pixels: pixels, row: 4, column: 1, rows: 0..<2, columns: 8))
        let output = painter.paint(bigger, over: Self.frame(pixels))
        #expect(output.before.isEmpty && output.repaintRows.isEmpty, "curses clears the whole screen itself")
        #expect(Self.text(output.after).hasPrefix("\u{1B}7\u{1B}[5;2H\u{1B}P"), "drawn at once from the sixel kept")
    }

    @Test func aPlacementIsClippedAtTheScreensBottom() {
        var frame = ScreenBuffer(size: ScreenSize(rows: 3, columns: 5))
        frame.placePixels(PixelPlacement(pixels: Self.redBlue(), row: 2, column: 1, rows: 0..<2, columns: 8))
        #expect(frame.pixelImages.first?.rows == 0..<1 && frame.pixelImages.first?.columns == 4)
    }

    // MARK: Kitty

    @Test func kittySendsThePixelsOnceThenOnlyPlacesThem() throws {
        let terminal = MemoryTerminal(size: Self.size, pixels: PixelPainter(.kitty))
        let pixels = Self.redBlue()
        terminal.draw(Self.frame(pixels))
        let first = Self.text(try #require(terminal.pixelOutputs.last).after)
        #expect(first.hasPrefix("\u{1B}_Ga=t,f=32,s=64,v=32,i=1,q=2,m=1;"), "RGBA, 64x32, id 1, quiet, in chunks: \(first.prefix(40).debugDescription)")
        let chunks = first.components(separatedBy: "\u{1B}_G").filter { !$0.isEmpty }
        // 64x32x4 bytes of base64: 10924 characters, three chunks of at most 4096.
        #expect(chunks.filter { $0.hasPrefix("m=") || $0.hasPrefix("a=t") }.count == 3)
        #expect(chunks.contains { $0.hasPrefix("m=0,q=2;") }, "the last chunk ends the image")
        #expect(first.contains("\u{1B}7\u{1B}[3;2H\u{1B}_Ga=p,i=1,p=1,x=0,y=0,w=64,h=32,c=8,r=2,C=1,q=2\u{1B}\\\u{1B}8"))

        // Scrolled a row: placed again from its second row, nothing sent again.
        terminal.draw(Self.frame(pixels, row: 1, rows: 1..<2))
        let moved = try #require(terminal.pixelOutputs.last)
        #expect(moved.before.isEmpty && moved.repaintRows.isEmpty)
        #expect(Self.text(moved.after) == "\u{1B}7\u{1B}[2;2H\u{1B}_Ga=p,i=1,p=1,x=0,y=16,w=64,h=16,c=8,r=1,C=1,q=2\u{1B}\\\u{1B}8")

        // Scrolled off: the placement is deleted, the pixels kept.
        terminal.draw(Self.frame(nil))
        #expect(Self.text(try #require(terminal.pixelOutputs.last).after) == "\u{1B}_Ga=d,d=i,i=1,p=1,q=2\u{1B}\\")
        // And back: placed without sending.
        terminal.draw(Self.frame(pixels))
        let back = Self.text(try #require(terminal.pixelOutputs.last).after)
        #expect(!back.contains("a=t") && back.contains("a=p,i=1,p=1"))
    }

    @Test func kittyFreesThePixelsOfImagesLongOffScreen() {
        let painter = PixelPainter(.kitty)
        var images: [ScaledPixels] = []
        var freed = ""
        for _ in 0...(PixelPainter.kittyKept + 1) {
            let pixels = Self.redBlue()
            images.append(pixels)
            freed += Self.text(painter.paint(Self.frame(pixels), over: nil).after)
        }
        #expect(freed.contains("a=d,d=I,i=1,q=2"), "the oldest image's pixels go")
        #expect(!freed.contains("d=I,i=2,"))
        #expect(painter.forget() == Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8), "leaving the screen deletes everything")
    }

    @Test func kittyPlacesTheSameImageTwiceWithTwoPlacementIDs() {
        let pixels = Self.redBlue()
        var frame = Self.frame(pixels)
        frame.placePixels(PixelPlacement(pixels: pixels, row: 6, column: 1, rows: 0..<2, columns: 8))
        let text = Self.text(PixelPainter(.kitty).paint(frame, over: nil).after)
        #expect(text.components(separatedBy: "a=t,").count == 2, "sent once")
        #expect(text.contains("a=p,i=1,p=1,") && text.contains("a=p,i=1,p=2,"))
    }
}

/// A count a worker's closure can add to.
final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}
