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
        let row = ReadingPosition(top: top, in: ReadingIndex(wide.lines)).row(in: ReadingIndex(narrow.lines))
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
        #expect(ReadingPosition(top: 0, in: ReadingIndex(wide.lines)).row(in: ReadingIndex(narrow.lines)) == 0)
        let first = wide.lines.firstIndex { $0.text == "first text" }!
        #expect(narrow.lines[ReadingPosition(top: first, in: ReadingIndex(wide.lines)).row(in: ReadingIndex(narrow.lines))].text == "first text")
        // The blank row after "first text", at either width.
        let gap = ReadingPosition(top: first + 1, in: ReadingIndex(wide.lines)).row(in: ReadingIndex(narrow.lines))
        #expect(narrow.lines[gap].text.isEmpty && narrow.lines[gap - 1].text == "first text")
    }

    /// The index counts scalars from the text's UTF-8: every scalar but a
    /// space, whatever its length in bytes (an accent apart from its letter
    /// is a scalar of its own), and no marker (a rule).
    @Test func theIndexCountsEveryScalarButSpaces() {
        let document = HTMLParser.parse("<p>caf\u{E9} \u{65E5}\u{672C} e\u{301} \u{1F600}</p><hr><p>a b</p>")
        let lines = PageRenderer(options: RenderOptions(width: 80)).render(document).lines
        let index = ReadingIndex(lines)
        let text = lines.firstIndex { $0.text.hasPrefix("caf") }!
        #expect(index.characters(on: text) == 4 + 2 + 2 + 1)
        let rule = lines.firstIndex { $0.spans.contains { $0.style.role == .marker } }!
        #expect(index.characters(on: rule) == 0)
        #expect(index.charactersAbove(index.rows) == 9 + 2)
    }

    /// Every row with text, and the first blank row after text, is its own
    /// position: the search over the index lands where it started.
    @Test func everyRowIsFoundAgainInItsOwnLayout() {
        let html = (1...30).map { $0 % 4 == 0 ? "<hr><br><br>" : "<p>paragraph \($0) with words</p>" }.joined()
        let lines = PageRenderer(options: RenderOptions(width: 20)).render(HTMLParser.parse(html)).lines
        let index = ReadingIndex(lines)
        for row in lines.indices where index.characters(on: row) > 0 || (row > 0 && index.characters(on: row - 1) > 0) {
            #expect(ReadingPosition(top: row, in: index).row(in: index) == row, "row \(row)")
        }
        #expect(ReadingPosition(top: lines.count + 5, in: index).row(in: index) == lines.count - 1, "past the end: the last row")
        #expect(ReadingPosition(top: 0, in: ReadingIndex([])).row(in: ReadingIndex([])) == 0)
    }
}
