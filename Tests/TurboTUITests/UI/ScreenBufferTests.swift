import Testing
import UI

@Suite("Screen buffer")
struct ScreenBufferTests {
    @Test func writesTextClippedAtTheRightEdge() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 2, columns: 8))
        let end = buffer.write("Hello, terminal", row: 0, column: 2, style: .plain)
        #expect(end == 8)
        #expect(buffer.rowsAsText == ["  Hello,", ""])
    }

    @Test func wideCharactersTakeTwoCellsAndAreNotSplit() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 1, columns: 5))
        buffer.write("日本語", row: 0, column: 0, style: .plain)
        #expect(buffer.rowsAsText == ["日本"])
        #expect(buffer[0, 1].text.isEmpty)
        #expect(buffer[0, 4].text == " ")
    }

    @Test func combiningMarksJoinTheCellBefore() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 1, columns: 4))
        buffer.write("e\u{301}x", row: 0, column: 0, style: .plain)
        #expect(buffer[0, 0].text == "e\u{301}")
        #expect(buffer[0, 1].text == "x")
    }

    @Test func controlCharactersBecomeVisible() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 1, columns: 12))
        buffer.write("a\u{1B}[2Jb\u{9B}c", row: 0, column: 0, style: .plain)
        #expect(buffer.rowsAsText == ["a^[[2Jb\u{FFFD}c"])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 1, columns: 4))
        buffer.write("日本", row: 0, column: 0, style: .plain)
        buffer.write("x", row: 0, column: 1, style: .plain)
        #expect(buffer.rowsAsText == [" x本"])
    }

    @Test func restyleKeepsText() {
        var buffer = ScreenBuffer(size: ScreenSize(rows: 1, columns: 3))
        buffer.write("abc", row: 0, column: 0, style: .plain)
        buffer.restyle(rows: 0..<1, columns: 1..<3) { $0.adding(.dim) }
        #expect(buffer.rowsAsText == ["abc"])
        #expect(buffer[0, 0].style == .plain)
        #expect(buffer[0, 2].style.attributes.contains(.dim))
    }
}
