import Foundation
import Testing
import HTML
import Render

/// Link targets resolve as a browser's URL parser does.
@Suite("BaseURL: resolving hrefs")
struct BaseURLTests {
    private let base = URL(string: "https://app.test/posts/1")

    @Test func tabsAndNewlinesAnywhereAreRemoved() {
        #expect(BaseURL.resolve("/n\nl", against: base)?.absoluteString == "https://app.test/nl")
        #expect(BaseURL.resolve("/a\tb\r\nc", against: base)?.absoluteString == "https://app.test/abc")
        #expect(BaseURL.resolve("ht\ntps://other.test/x", against: base)?.absoluteString == "https://other.test/x")
    }

    @Test func surroundingSpaceIsTrimmedAndOtherSpaceEncoded() {
        #expect(BaseURL.resolve("  edit  ", against: base)?.absoluteString == "https://app.test/posts/edit")
        #expect(BaseURL.resolve("/a b", against: base)?.absoluteString == "https://app.test/a%20b")
    }

    @Test func aRenderedLinkCarriesTheCleanURL() {
        let page = PageRenderer(options: RenderOptions(width: 40, baseURL: base))
            .render(HTMLParser.parse("<a href=\"/line&#10;break\">x</a>"))
        #expect(page.links.first?.url?.absoluteString == "https://app.test/linebreak")
    }
}
