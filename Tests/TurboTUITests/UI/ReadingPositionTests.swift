import Testing
@testable import TurboTUI

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
}
