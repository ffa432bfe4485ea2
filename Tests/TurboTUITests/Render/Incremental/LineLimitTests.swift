import Foundation
import Testing
import HTML
import Net
import Render
import Turbo

/// The first part of a page still arriving is laid out only as far as its
/// first screens (`RenderOptions.lineLimit`): the same lines as the whole
/// layout's first ones, and every later layout of the page whole.
@Suite("A layout stopped after its first lines")
struct LineLimitTests {
    static let options = RenderOptions(width: 60)

    static func limited(_ limit: Int) -> RenderOptions {
        var options = options
        options.lineLimit = limit
        return options
    }

    @Test func theLinesLaidOutAreTheWholeLayoutsFirstOnes() {
        let document = HTMLParser.parse(IncrementalLayoutTests.longPage(count: 2000))
        let whole = PageRenderer(options: Self.options).render(document)
        let first = PageRenderer(options: Self.limited(90)).render(document)
        #expect(whole.lines.count > 2000)
        #expect(first.lines.count >= 90, "at least the limit: \(first.lines.count)")
        #expect(first.lines.count < 100, "the walk stops at the next block: \(first.lines.count)")
        #expect(first.lines.map(\.text) == whole.lines.prefix(first.lines.count).map(\.text))
        #expect(first.links.count < 60 && first.links.count > 20, "only the links laid out: \(first.links.count)")
        #expect(first.links.map(\.href) == whole.links.prefix(first.links.count).map(\.href))
    }

    @Test func aTableCutShortStillDrawsItsFirstRows() {
        let rows = (0..<500).map { "<tr><td>row \($0)</td><td><a href=\"/\($0)\">open</a></td></tr>" }.joined()
        let document = HTMLParser.parse("<h1>Orders</h1><table>\(rows)</table><p>After</p>")
        let first = PageRenderer(options: Self.limited(30)).render(document)
        #expect(first.lines.count >= 30)
        #expect(first.lines.contains { $0.text.contains("row 0") })
        #expect(!first.lines.contains { $0.text.contains("After") })
    }

    @Test func anIncrementalLayoutLimitsOnlyItsFirstLayout() {
        let document = HTMLParser.parse(IncrementalLayoutTests.longPage(count: 2000))
        let layout = IncrementalLayout(document: document, options: Self.limited(50))
        #expect(layout.page.lines.count >= 50 && layout.page.lines.count < 60)
        #expect(layout.options.lineLimit == nil, "later layouts are whole")
        let outcome = StreamProcessor.apply(StreamMessage(html: "<turbo-stream action=\"append\" target=\"log\"><template><p>New</p></template></turbo-stream>"),
                                            to: document)
        _ = layout.update(after: outcome.changes)
        let difference = LayoutComparison.difference(layout.page, PageRenderer(options: Self.options).render(document))
        #expect(difference == nil, "\(difference ?? "")")
    }
}
