import Testing
import HTML
import Render
import UI

/// A resize keeps the reader at the same text.
@Suite("Reading position")
struct ReadingPositionTests {
    @Test func rulesDoNotMoveThePositionWhenTheWidthChanges() {
        let html = (1...20).map { "<p>paragraph \($0)</p><hr>" }.joined()
        let document = HTMLParser.parse(html)
        let wide = PageRenderer(options: RenderOptions(width: 80)).render(document)
        let narrow = PageRenderer(options: RenderOptions(width: 20)).render(document)
        let top = wide.lines.firstIndex { $0.text == "paragraph 15" }!
        let row = ReadingPosition(top: top, in: wide.lines).row(in: narrow.lines)
        #expect(narrow.lines[row].text == "paragraph 15")
    }

    /// A reader on a blank row stays on it: at the top of a page whose
    /// first rows are blank, or on the gap after a paragraph. They used to
    /// move to the next row with text, so a key that scrolled onto a blank
    /// row while a big page was laid out again after a resize was undone
    /// when the layout landed (script/loop-latency.py waited 10 s for the
    /// screen that key should have changed).
    @Test func theTopOfAPageStaysTheTop() {
        let document = HTMLParser.parse("<br><br><p>first text</p>" + (1...20).map { "<p>paragraph \($0)</p>" }.joined())
        let wide = PageRenderer(options: RenderOptions(width: 80)).render(document)
        let narrow = PageRenderer(options: RenderOptions(width: 20)).render(document)
        #expect(wide.lines.first?.text.isEmpty == true)
        #expect(ReadingPosition(top: 0, in: wide.lines).row(in: narrow.lines) == 0)
        let first = wide.lines.firstIndex { $0.text == "first text" }!
        #expect(narrow.lines[ReadingPosition(top: first, in: wide.lines).row(in: narrow.lines)].text == "first text")
        // The blank row after "first text", at either width.
        let gap = ReadingPosition(top: first + 1, in: wide.lines).row(in: narrow.lines)
        #expect(narrow.lines[gap].text.isEmpty && narrow.lines[gap - 1].text == "first text")
    }
}
