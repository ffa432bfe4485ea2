import Foundation
import Testing
import HTML
import Render

/// `RenderOptions.resolvesLinks` false, as `--dump` lays a page out: links
/// keep their `href` alone and the References resolve each as they print
/// it. What is printed must not change.
@Suite("Links resolved when the References print them")
struct LinksResolvedWhenPrintedTests {
    private static let page = """
        <base href="/docs/guide/">
        <p><a href="intro.html">relative</a> <a href="../api/#x">up</a> <a href="//cdn.example/a b">scheme-relative</a>
        <a href="https://other.example/Q?a=1&amp;b=2">absolute</a> <a href="mailto:me@example.test">mail</a>
        <a href="http://[bad">unparsable</a> <a href=" spaced ">spaces</a> <a href="#top">fragment</a>
        <a href="x%0Ay">escaped</a> <a href="caf&eacute;.html">non-ASCII</a></p>
        <table><tr><td><a href="cell.html">in a cell</a></td></tr></table>
        """

    private func render(resolvingLinks: Bool, width: Int) -> RenderedPage {
        var options = RenderOptions(width: width, numberLinks: true, baseURL: URL(string: "http://example.test/start/page.html"))
        options.resolvesLinks = resolvingLinks
        return PageRenderer(options: options).render(HTMLParser.parse(Self.page))
    }

    @Test func theReferencesPrintTheSameURLs() throws {
        for width in [40, 80, 132] {
            let ahead = render(resolvingLinks: true, width: width)
            let whenPrinted = render(resolvingLinks: false, width: width)
            #expect(ahead.linkResolver == nil)
            #expect(whenPrinted.linkResolver != nil)
            #expect(whenPrinted.links.count == 11 && whenPrinted.links.allSatisfy { $0.resolved == nil })
            #expect(DumpFormatter.format(whenPrinted) == DumpFormatter.format(ahead))
            #expect(DumpFormatter.referenceBytes(whenPrinted) == DumpFormatter.referenceBytes(ahead))
        }
        let references = String(decoding: DumpFormatter.referenceBytes(render(resolvingLinks: false, width: 80)), as: UTF8.self)
        #expect(references.contains("1. http://example.test/docs/guide/intro.html"))
        #expect(references.contains("http://example.test/docs/api/#x"))
        #expect(references.contains("https://other.example/Q?a=1&b=2"))
    }
}
