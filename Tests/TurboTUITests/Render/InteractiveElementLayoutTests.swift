import Foundation
import Testing
import HTML
import Render

/// HTML's interactive elements as a browser shows them without script:
/// closed `<details>` show their summary alone, a summary is a field to
/// toggle them, a `<dialog>` shows only while open, an iframe is a line with
/// a link to its document (as lynx shows one).
@Suite("Details, dialogs and iframes")
struct InteractiveElementLayoutTests {
    @Test func closedDetailsShowTheirSummaryAloneAndOpenOnesAll() {
        let output = Rendering.text("""
            <details><summary>More</summary><p>Body</p></details>
            <details open><summary>Open</summary><p>Shown</p></details>
            """)
        #expect(output == "▸ More\n\n▾ Open\n\nShown\n")
        #expect(Rendering.text("<details><summary>More</summary>x</details>", unicode: false) == "> More\n")
    }

    @Test func aDetailsSummaryIsAFieldAndOtherSummariesAreText() throws {
        let page = Rendering.page("""
            <details id=d open><summary id=s>More</summary><summary>Second</summary>x</details><summary>Loose</summary>
            """)
        let field = try #require(page.fields.first)
        #expect(page.fields.count == 1)
        #expect(field.kind == .summary)
        #expect(field.element.attribute("id") == "s")
        #expect(field.width > 0, "the marker is drawn as the field")
    }

    @Test func aDialogShowsOnlyWhileOpen() {
        #expect(Rendering.text("<p>Page</p><dialog><p>Closed</p></dialog><dialog open><p>Open</p></dialog>")
                == "Page\n\nOpen\n")
    }

    @Test func anIframeIsALineLinkingToItsDocument() throws {
        let page = Rendering.page(#"<p>Before</p><iframe name=ads src="/ad.html">fallback</iframe><iframe title="Map"></iframe><p>After</p>"#)
        #expect(DumpFormatter.format(page, references: false) == "Before\n\nIFRAME: ads\nIFRAME: Map\n\nAfter\n")
        let link = try #require(page.links.first)
        #expect(page.links.count == 1, "an iframe without a document has no link")
        #expect(link.url?.absoluteString == "http://example.test/ad.html")
        #expect(link.element.name == "iframe")
        let line = try #require(page.lines.first { $0.text.hasPrefix("IFRAME: ads") })
        let label = try #require(line.spans.first { $0.text == "ads" })
        #expect(label.link == 0)
        #expect(label.style.role == .link)
        #expect(label.style.attributes.contains(.underline))
        #expect(line.spans.first?.style.role == .marker)
    }
}
