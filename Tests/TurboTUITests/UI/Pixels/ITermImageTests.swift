import Foundation
import Testing
import Base
import Images
import UI

/// iTerm2's inline images (OSC 1337), byte by byte and on the in-memory
/// terminal. There is no iTerm2 on Linux to draw them: what is checked is
/// the sequence, and that the PNG in it decodes back to the very pixels.
@Suite("Pixels: iTerm2's inline images")
struct ITermImageTests {
    static let prefix = "\u{1B}]1337;File=inline=1;size="

    @Test func theSequenceIsAPNGOfThePixelsInBase64SizedInCells() throws {
        let pixels = PixelPainterTests.redBlue()
        let bytes = try #require(ITermImage.sequence(of: pixels))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix(Self.prefix) && text.hasSuffix("\u{07}"), "OSC 1337 ... BEL: \(text.prefix(60).debugDescription)")
        let colon = try #require(text.firstIndex(of: ":"))
        let arguments = text[text.index(text.startIndex, offsetBy: 7)..<colon]
        let payload = text[text.index(after: colon)..<text.index(text.endIndex, offsetBy: -1)]
        let png = try #require(Data(base64Encoded: String(payload)))
        #expect(arguments == "File=inline=1;size=\(png.count);width=8;height=2;preserveAspectRatio=0;doNotMoveCursor=1",
                "8x2 cells, stretched to them: \(arguments)")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG, not the page's file")
        let decoded = try ImageDecoder.decode(Array(png))
        #expect(decoded.width == 64 && decoded.height == 32 && decoded.rgba == pixels.rgba, "the very pixels")
        #expect(bytes.filter { $0 < 0x20 } == [0x1B, 0x07], "no control byte but the ESC that starts it and the BEL that ends it")
    }

    @Test func thePainterDrawsItInPlaceAndErasesItWhenItMoves() throws {
        let terminal = MemoryTerminal(size: PixelPainterTests.size, pixels: PixelPainter(.iterm))
        let pixels = PixelPainterTests.redBlue()
        terminal.draw(PixelPainterTests.frame(pixels))
        #expect(terminal.pixelOutputs.last?.isEmpty == true, "made on a worker, not in the draw")
        let output = PixelPainterTests.drawMaking(PixelPainterTests.frame(pixels), on: terminal)
        let text = PixelPainterTests.text(output.after)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[3;2H" + Self.prefix), "at row 3, column 2, the cursor saved: \(text.prefix(30).debugDescription)")
        #expect(text.hasSuffix("\u{07}\u{1B}8"), "BEL, then the cursor restored")
        // Scrolled by one row: erased where it stood, its second row drawn alone.
        let scrolled = PixelPainterTests.drawMaking(PixelPainterTests.frame(pixels, row: 2, rows: 1..<2), on: terminal)
        #expect(PixelPainterTests.text(scrolled.before) == "\u{1B}[3;2H\u{1B}[8X\u{1B}[4;2H\u{1B}[8X")
        #expect(PixelPainterTests.text(scrolled.after).contains(";width=8;height=1;"), "one row of cells")
        // Leaving sends nothing to delete: the image went with its cells.
        #expect(terminal.painter?.forget() == [])
    }

    @Test func iTerm2IsChosenByItsNameOutsideTmux() {
        var question = GraphicsQuestion(setting: .auto, environment: ["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], cell: nil)
        #expect(question.take(.primaryAttributes([62, 4])) == GraphicsChoice(pixels: .iterm, cell: nil),
                "its own protocol over its sixels, no cell size needed")
        var tmux = GraphicsQuestion(setting: .auto, environment: ["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/tmux-0/default,1,0"],
                                    cell: PixelSize(width: 8, height: 16))
        #expect(tmux.take(.primaryAttributes([1, 2]))?.pixels == nil, "in tmux the name is the outer terminal's")
        var forced = GraphicsQuestion(setting: .iterm, environment: [:], cell: nil)
        #expect(forced.query == "\u{1B}[16t\u{1B}[c", "the cell's size is asked, kitty is not")
        #expect(forced.take(.primaryAttributes([62])) == GraphicsChoice(pixels: .iterm, cell: nil))
    }
}
