import Testing
import Render

@Suite("Blocks: lists, definitions, details, figures, breaks")
struct BlockLayoutTests {
    @Test func orderedListTypesReversedAndValues() {
        let output = Rendering.text("""
            <ol type=a><li>x<li>y</ol><ol type=I start=3><li>x<li>y</ol>
            <ol reversed><li>x<li>y<li>z</ol><ol><li>x<li value=10>y<li>z</ol>
            """)
        #expect(output == """
            a. x
            b. y

            III. x
             IV. y

            3. x
            2. y
            1. z

             1. x
            10. y
            11. z

            """)
    }

    /// An empty item shows its bullet on a line of its own; it used to mark
    /// the next block instead, outside the list, and a table there then
    /// passed the width by the bullet's two columns (found by the html fuzz
    /// target, whose check is that no dumped line is wider than asked).
    @Test func anEmptyItemKeepsItsMarkerToItself() {
        let output = Rendering.text("<ul><li>a<li></ul><p>after</p><ol><li></ol><table border=1><tr><td>cell</table>")
        #expect(output == """
             * a
             *

            after

            1.

            ┌──────┐
            │ cell │
            └──────┘

            """)
        let wide = String(repeating: "x", count: 90)
        let table = Rendering.text("<ul><ul><li></li></ul></ul><table border=1><tr><td>\(wide)</td></tr></table>", width: 80)
        for line in table.split(separator: "\n") {
            #expect(TextWidth.columns(String(line)) <= 80, "\(line)")
        }
    }

    @Test func definitionListsDetailsAndFigures() {
        let output = Rendering.text("""
            <dl><dt>Term<dd>Meaning</dl><details><summary>More</summary><p>Body</p></details>
            <figure><img alt=Chart><figcaption>Sales</figcaption></figure>
            """)
        // Closed details show their summary alone (InteractiveElementLayoutTests has the open ones).
        #expect(output == "Term\n  Meaning\n\n▸ More\n\n  [Chart]\n  Sales\n")
    }

    @Test func wbrIsABreakOpportunityWithoutASpace() {
        let output = Rendering.text("<p>aaaaaaaa<wbr>bbbbbbbb<wbr>cccc</p>", width: 18)
        #expect(output == "aaaaaaaabbbbbbbb\ncccc\n")
    }

    @Test func turboFramesAreBlocks() {
        #expect(Rendering.text("a<turbo-frame id=f>b</turbo-frame>c") == "a\nb\nc\n")
    }

    @Test func horizontalRulesFillTheWidth() {
        #expect(Rendering.text("<hr>", width: 12) == String(repeating: "─", count: 12) + "\n")
        #expect(Rendering.text("<blockquote><hr></blockquote>", width: 12, unicode: false) == "  ----------\n")
    }

    @Test func wrappingNeverSplitsAGraphemeCluster() {
        let word = String(repeating: "e\u{301}", count: 30) + String(repeating: "👍🏽", count: 10)
        let output = Rendering.text("<p>\(word)</p>", width: 7)
        for line in output.split(separator: "\n") {
            #expect(TextWidth.columns(String(line)) <= 7)
            #expect(!line.unicodeScalars.first!.properties.isGraphemeExtend, "no line starts with a combining mark")
        }
        #expect(output.filter { $0 != "\n" } == word)
    }
}

@Suite("Sanitized text keeps its measured width")
struct SanitizedWidthTests {
    @Test func caretNotationCountsBothColumns() {
        let page = Rendering.page("<table border=1><tr><td>a&#27;b<td>c</table><p>x&#1;y</p>")
        let widths = Set(page.lines.prefix(3).map(\.width))
        #expect(widths.count == 1, "table rows line up: \(page.text)")
        for line in page.lines { #expect(line.width == TextWidth.columns(line.text)) }
        #expect(page.text.contains("│ a^[b │ c │"))
    }
}

@Suite("Hostile nesting keeps text readable")
struct DeepNestingTests {
    @Test func deepIndentationStopsAtTwoThirdsOfTheWidth() {
        let html = String(repeating: "<blockquote>", count: 300) + "some words here" + String(repeating: "</blockquote>", count: 300)
            + "<p>after</p>"
        let lines = Rendering.text(html, width: 30).split(separator: "\n")
        #expect(lines.first == "                    some words", "20 columns of indent, then text")
        #expect(lines.last == "after", "indentation unwinds")
        for line in lines { #expect(line.count <= 30) }
    }
}
