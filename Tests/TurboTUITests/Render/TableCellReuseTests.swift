import Foundation
import Testing
import Render

/// A table cell's measuring walk keeps its lines for the drawing when its
/// column is wide enough (`MeasuredCell`, `WidthUse`): what the page gets
/// must be what laying the cell out again gives, links and fields included.
@Suite("Tables: cells laid out once")
struct TableCellReuseTests {
    /// Every span of a link points at the target with that link's href, and
    /// the numbers run in document order, whichever cells kept their lines.
    private static func expectLinksInOrder(_ page: RenderedPage, hrefs: [String],
                                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(page.links.map(\.href) == hrefs, sourceLocation: sourceLocation)
        #expect(page.links.map(\.number) == Array(1...hrefs.count), sourceLocation: sourceLocation)
        for line in page.lines {
            for span in line.spans {
                guard let link = span.link else { continue }
                let number = page.links[link].number
                let word = span.text.trimmingCharacters(in: .whitespaces)
                if word.hasPrefix("[") {
                    #expect(word == "[\(number)]", sourceLocation: sourceLocation)
                } else {
                    #expect(word.isEmpty || word == "to\(number)" || word.hasPrefix("to\(number) "),
                            "span \(word) points at link \(number)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func linksOfKeptCellsAreNumberedInDocumentOrder() {
        let html = "<table>" + (1...6).map { row in
            "<tr><td>•&nbsp;<a href=\"/p\(row * 2 - 1)\">to\(row * 2 - 1)</a>:<td><a href=\"/p\(row * 2)\">to\(row * 2)</a>"
        }.joined() + "</table>"
        let page = Rendering.page(html, numberLinks: true)
        Self.expectLinksInOrder(page, hrefs: (1...12).map { "/p\($0)" })
        #expect(page.lines.first.map(\.text) == "•\u{A0}[1]to1:    [2]to2")
    }

    @Test func aCellTooWideForItsColumnIsLaidOutAgainBetweenKeptOnes() {
        // The middle cell's words must wrap at 30 columns; the cells around it fit as measured.
        let long = (3...8).map { "<a href=\"/p\($0)\">to\($0)</a> filler words" }.joined(separator: " ")
        let html = """
            <table><tr><td>•&nbsp;<a href="/p1">to1</a><td><a href="/p2">to2</a>
            <tr><td>•&nbsp;x<td>\(long)<tr><td>•&nbsp;<a href="/p9">to9</a><td><a href="/p10">to10</a></table>
            """
        let page = Rendering.page(html, width: 30, numberLinks: true)
        Self.expectLinksInOrder(page, hrefs: (1...10).map { "/p\($0)" })
        #expect(page.lines.count > 4)
        for line in page.lines { #expect(line.width <= 30) }
    }

    @Test func aCaptionLinkBeforeTheCellsIsNumberedFirst() {
        let html = """
            <table><caption><a href="/c">to1</a></caption>
            <tr><td>•&nbsp;<a href="/a">to2</a><td><a href="/b">to3</a></table>
            """
        let page = Rendering.page(html, numberLinks: true)
        Self.expectLinksInOrder(page, hrefs: ["/c", "/a", "/b"])
    }

    @Test func aFieldInAKeptCellIsFoundOnItsRow() {
        let html = """
            <table><tr><td>1<td><a href="/o/1">to1</a><td><form><button>Delete</button></form>
            <tr><td>2<td><a href="/o/2">to2</a><td><form><button>Delete</button></form></table>
            """
        let page = Rendering.page(html)
        #expect(page.fields.count == 2)
        for (row, field) in page.fields.enumerated() {
            #expect(field.line == row)
            let text = page.lines[row].text
            let column = text.distance(from: text.startIndex, to: text.range(of: "[Delete]")!.lowerBound)
            #expect(field.column == column)
            #expect(field.width == 8)
        }
    }

    @Test func widthUseAllowsOnlyWidthsItsLinesFit() {
        var use = WidthUse()
        use.reach = 20
        use.widestMarker = 3
        use.deepestIndent = 10
        #expect(use.laysOutAlike(atWidth: 20))
        #expect(!use.laysOutAlike(atWidth: 19))
        use.reach = 3
        use.deepestIndent = 0
        #expect(!use.laysOutAlike(atWidth: 3), "a marker as wide as the line is dropped")
        #expect(use.laysOutAlike(atWidth: 4))
        use.deepestIndent = 10
        #expect(!use.laysOutAlike(atWidth: 14), "an indent past two thirds of the width stops")
        #expect(use.laysOutAlike(atWidth: 15))
        use.isFixed = true
        #expect(!use.laysOutAlike(atWidth: 100))
    }

    @Test func theComposerRecordsWhatItsLinesOwedToTheWidth() {
        var composer = LineComposer(width: 1000)
        composer.indent = 4
        composer.setMarker("1. ")
        composer.addText("some words here", style: .plain, link: nil)
        composer.indent = 0
        composer.blockBoundary(blankLines: 0)
        #expect(composer.widthUse.reach == 4 + 15)
        #expect(composer.widthUse.widestMarker == 3)
        #expect(composer.widthUse.deepestIndent == 4)
        #expect(!composer.widthUse.isFixed)
        composer.addLine([Span(text: "───")])
        #expect(composer.widthUse.isFixed)
    }
}
