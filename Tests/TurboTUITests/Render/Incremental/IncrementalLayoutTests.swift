import Foundation
import Testing
import HTML
import Net
import Render
import Turbo

/// What the incremental layout lays out again, and when it gives up and
/// lays out the whole page.
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// A long page: a heading, then `count` paragraphs in one container.
    static func longPage(count: Int) -> String {
        let items = (0..<count).map { "<p id=\"p\($0)\">Paragraph \($0) with <a href=\"/\($0)\">a link</a> and words.</p>" }
        return "<html><head><title>Long</title></head><body><h1>Log</h1><div id=\"log\">\(items.joined())</div>"
            + "<p id=\"after\">After the log.</p></body></html>"
    }

    private func apply(_ html: String, to document: Document, layout: IncrementalLayout) -> LayoutUpdate {
        let outcome = StreamProcessor.apply(StreamMessage(html: html), to: document)
        #expect(outcome.errors.isEmpty)
        return layout.update(after: outcome.changes)
    }

    private func expectFullRender(_ layout: IncrementalLayout, _ document: Document, _ options: RenderOptions,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = LayoutComparison.difference(layout.page, PageRenderer(options: options).render(document))
        #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["append", "prepend"])
    func addingToALongContainerLaysOutOnlyTheNewBlock(action: String) {
        let document = HTMLParser.parse(Self.longPage(count: 2000))
        let options = RenderOptions(width: 60)
        let layout = IncrementalLayout(document: document, options: options)
        let update = apply("<turbo-stream action=\"\(action)\" target=\"log\"><template><p id=\"new\">New <a href=\"/new\">entry</a>.</p></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(!update.wholePage)
        #expect(update.relaidBlocks <= 2)
        expectFullRender(layout, document, options)
    }

    @Test(arguments: ["replace", "update", "remove", "before", "after"])
    func changingOneBlockInTheMiddleLaysOutOnlyThatBlock(action: String) {
        let document = HTMLParser.parse(Self.longPage(count: 2000))
        let options = RenderOptions(width: 60)
        let layout = IncrementalLayout(document: document, options: options)
        let content = action == "remove" ? "" : "<p id=\"x\">Changed, <b>twice</b> as <a href=\"/x\">long</a> as it was before.</p>"
        let update = apply("<turbo-stream action=\"\(action)\" target=\"p1000\"><template>\(content)</template></turbo-stream>",
                           to: document, layout: layout)
        #expect(!update.wholePage)
        #expect(update.relaidBlocks <= 3)
        #expect(update.rows.count == 1)
        expectFullRender(layout, document, options)
    }

    @Test func rowsBeforeTheChangeStayAndRowsAfterItMove() throws {
        let document = HTMLParser.parse(Self.longPage(count: 100))
        let layout = IncrementalLayout(document: document, options: RenderOptions(width: 80))
        let oldAfter = try #require(layout.page.lines.firstIndex { $0.text == "After the log." })
        let update = apply("<turbo-stream action=\"after\" target=\"p50\"><template><p>One</p><p>Two</p></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(update.row(after: 3) == 3)
        #expect(update.row(after: oldAfter) == layout.page.lines.firstIndex { $0.text == "After the log." })
        #expect(update.row(after: oldAfter) == oldAfter + 4)
    }

    @Test func aNewStyleRuleLaysOutTheWholePage() {
        let document = HTMLParser.parse(Self.longPage(count: 20))
        let options = RenderOptions(width: 80)
        let layout = IncrementalLayout(document: document, options: options)
        let update = apply("<turbo-stream action=\"append\" target=\"log\"><template><style>p { display: none }</style></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(update.wholePage)
        #expect(layout.page.lines.map(\.text) == ["Log"])
        expectFullRender(layout, document, options)
    }

    @Test func aNewBaseLaysOutTheWholePageWithItsLinks() {
        let document = HTMLParser.parse(Self.longPage(count: 5).replacingOccurrences(of: "<head>", with: "<head id=\"head\">"))
        let options = RenderOptions(width: 80, baseURL: URL(string: "http://one.test/"))
        let layout = IncrementalLayout(document: document, options: options)
        let update = apply("<turbo-stream action=\"append\" target=\"head\"><template><base href=\"http://two.test/\"></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(update.wholePage)
        #expect(layout.page.links.first?.url?.host == "two.test")
    }

    @Test func aChangedTitleIsTheNewTitle() {
        let document = HTMLParser.parse("<html><head><title id=\"t\">Old</title></head><body><p id=\"p\">x</p></body></html>")
        let layout = IncrementalLayout(document: document, options: RenderOptions(width: 80))
        let update = apply("<turbo-stream action=\"update\" target=\"t\"><template>New title</template></turbo-stream>",
                           to: document, layout: layout)
        #expect(!update.wholePage)
        #expect(layout.page.title == "New title")
    }

    @Test func numberedLinksAfterANewLinkAreRenumbered() {
        let document = HTMLParser.parse(Self.longPage(count: 30))
        let options = RenderOptions(width: 80, numberLinks: true)
        let layout = IncrementalLayout(document: document, options: options)
        let update = apply("<turbo-stream action=\"prepend\" target=\"log\"><template><p><a href=\"/first\">first</a></p></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(!update.wholePage)
        #expect(layout.page.lines.contains { $0.text.hasPrefix("Paragraph 29 with [31]a link") })
        expectFullRender(layout, document, options)
    }

    @Test func changesOutsideThePageAreIgnored() {
        let document = HTMLParser.parse(Self.longPage(count: 3))
        let layout = IncrementalLayout(document: document, options: RenderOptions(width: 80))
        let detached = HTMLParser.parse("<div id=\"d\"><p>gone</p></div>")
        let update = layout.update(changed: [detached.body!])
        #expect(!update.wholePage)
        #expect(update.relaidBlocks == 0)
    }
}

extension IncrementalLayoutTests {
    @Test(arguments: [false, true])
    func aFrameSwapLaysOutTheFrameOnly(morph: Bool) throws {
        let items = (0..<300).map { "<p>Before \($0)</p>" }.joined()
        let document = HTMLParser.parse("<html><body>\(items)<turbo-frame id=\"f\"><p>Old frame</p></turbo-frame>\(items)</body></html>")
        let options = RenderOptions(width: 60, baseURL: URL(string: "http://app.test/"))
        let layout = IncrementalLayout(document: document, options: options)
        let frame = try #require(document.element(withID: "f").flatMap(TurboFrame.init))
        let body = "<html><body><turbo-frame id=\"f\"><p>New <a href=\"/n\">frame</a></p><ul><li>one</li></ul></turbo-frame></body></html>"
        let response = HTTPResponse(status: 200, url: URL(string: "http://app.test/f")!,
                                    headers: [(name: "Content-Type", value: "text/html")], body: Array(body.utf8))
        guard case .rendered(let render) = FrameSwap.apply(response, to: frame, in: document, page: URL(string: "http://app.test/")!,
                                                          morph: morph) else {
            Issue.record("the frame was not rendered")
            return
        }
        let update = layout.update(after: render.changes)
        #expect(!update.wholePage && update.relaidBlocks <= 4, "\(update.relaidBlocks) \(update.rows) containers \(render.changes.containers.map { ($0 as? Element)?.name ?? "#" }) attrs \(render.changes.updatedAttributes.map(\.name)) texts \(render.changes.updatedText.count)")
        let difference = LayoutComparison.difference(layout.page, PageRenderer(options: options).render(document))
        #expect(difference == nil, "\(difference ?? "")")
    }
}

extension IncrementalLayoutTests {
    /// A table too wide for the width is read as blocks; new content that
    /// fits makes it a grid again, so a change inside lays out the table.
    @Test func aTableReadAsBlocksIsLaidOutWholeWhenItsContentChanges() {
        let wide = (0..<12).map { "<td>column \($0)</td>" }.joined()
        let document = HTMLParser.parse("<p>Before</p><table id=\"t\" border=\"1\"><tr id=\"r\">\(wide)</tr></table><p>After</p>")
        let options = RenderOptions(width: 30)
        let layout = IncrementalLayout(document: document, options: options)
        #expect(!layout.page.text.contains("┌"))
        let update = apply("<turbo-stream action=\"update\" target=\"r\"><template><td>a</td><td>b</td></template></turbo-stream>",
                           to: document, layout: layout)
        #expect(!update.wholePage)
        #expect(layout.page.text.contains("┌"))
        expectFullRender(layout, document, options)
    }
}
