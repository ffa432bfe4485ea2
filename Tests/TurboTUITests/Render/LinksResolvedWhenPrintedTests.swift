import Foundation
import Testing
import HTML
import Render

/// `RenderOptions.isPrintOnly`, as `--dump` lays a page out: each link is
/// kept as its `href` alone and the References resolve each as they print
/// it; fields and labels are counted, not kept. What is printed must not change.
@Suite("Links resolved when the References print them")
struct LinksResolvedWhenPrintedTests {
    private static let page = """
        <base href="/docs/guide/">
        <p><a href="intro.html">relative</a> <a href="../api/#x">up</a> <a href="//cdn.example/a b">scheme-relative</a>
        <a href="https://other.example/Q?a=1&amp;b=2">absolute</a> <a href="mailto:me@example.test">mail</a>
        <a href="http://[bad">unparsable</a> <a href=" spaced ">spaces</a> <a href="#top">fragment</a>
        <a href="x%0Ay">escaped</a> <a href="caf&eacute;.html">non-ASCII</a></p>
        <table><tr><td><a href="cell.html">in a cell</a></td><td><label>Qty <input name=qty></label></td></tr></table>
        <form><label for=q>Query</label> <input id=q name=q> <select name=s><option>one</select> <a href="after.html">after</a></form>
        """

    private func render(resolvingLinks: Bool, width: Int) -> RenderedPage {
        var options = RenderOptions(width: width, numberLinks: true, baseURL: URL(string: "http://example.test/start/page.html"))
        options.isPrintOnly = !resolvingLinks
        return PageRenderer(options: options).render(HTMLParser.parse(Self.page))
    }

    @Test func theReferencesPrintTheSameURLs() throws {
        for width in [40, 80, 132] {
            let ahead = render(resolvingLinks: true, width: width)
            let whenPrinted = render(resolvingLinks: false, width: width)
            #expect(ahead.linkResolver == nil)
            #expect(whenPrinted.linkResolver != nil)
            #expect(whenPrinted.links.isEmpty && whenPrinted.linkReferences.count == 12)
            #expect(whenPrinted.linkReferences.first == "intro.html" && whenPrinted.linkReferences.last == "after.html")
            #expect(whenPrinted.fields.isEmpty && ahead.fields.count == 3)
            #expect(ahead.linkReferences.isEmpty && ahead.links.map(\.href) == whenPrinted.linkReferences)
            #expect(DumpFormatter.format(whenPrinted) == DumpFormatter.format(ahead))
            #expect(DumpFormatter.referenceBytes(whenPrinted) == DumpFormatter.referenceBytes(ahead))
        }
        let references = String(decoding: DumpFormatter.referenceBytes(render(resolvingLinks: false, width: 80)), as: UTF8.self)
        #expect(references.contains("1. http://example.test/docs/guide/intro.html"))
        #expect(references.contains("http://example.test/docs/api/#x"))
        #expect(references.contains("https://other.example/Q?a=1&b=2"))
    }
}
