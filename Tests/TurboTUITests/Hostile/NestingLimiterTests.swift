import Foundation
import Testing
@testable import TurboTUI

/// Hostile nesting: gumbo's time grows with the square of the depth, so deep
/// pages are cut down before it sees them, and a parse that still runs too
/// long stops and shows the source.
@Suite("Deeply nested pages")
struct NestingLimiterTests {
    private func limited(_ html: String, depth: Int = 8) -> String? {
        var html = html
        return html.withUTF8 { NestingLimiter.limit($0, maximumDepth: depth) }.map { String(decoding: $0, as: UTF8.self) }
    }

    private func timed<T>(_ work: () -> T) -> (T, Double) {
        let start = Date()
        let result = work()
        return (result, Date().timeIntervalSince(start))
    }

    @Test(arguments: ["bigtable-1mb.html", "features.html", "gcc-news.html", "nettle-tables.html",
                      "nodejs-api-8mb.html", "rust-releases-1mb.html", "seed-article-ja.html", "seed-article-sjis.html"])
    func realPagesPassUntouched(name: String) throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(name)")))
        let changed = bytes.withUnsafeBufferPointer { NestingLimiter.limit($0, maximumDepth: 2 * HTMLParser.maximumDepth) }
        #expect(changed == nil)
    }

    @Test func tagsBeyondTheLimitGoWithTheirEndTagsAndTheirTextStays() {
        let html = String(repeating: "<div>", count: 10) + "deep" + String(repeating: "</div>", count: 10) + "<p>after"
        #expect(limited(html) == String(repeating: "<div>", count: 8) + "deep" + String(repeating: "</div>", count: 8) + "<p>after")
    }

    @Test func closedElementsAndVoidOnesDoNotCount() {
        let html = String(repeating: "<div><br><img src=x><p>text</div>", count: 50) + String(repeating: "<li>item", count: 50)
        #expect(limited(html) == nil)
    }

    @Test func tagsInsideScriptsCommentsAndAttributesAreNotTags() {
        let html = "<script>var s = '<div><div><div><div><div><div><div><div><div>';</script>"
            + "<!-- <div><div><div><div><div><div><div><div><div> --><a title='<div><div><div><div><div><div><div><div><div>'>x</a>"
            + "<textarea><div><div><div><div><div><div><div><div><div></textarea>"
        #expect(limited(html) == nil)
    }

    @Test func aScriptInsideAnEscapedScriptDoesNotEndIt() {
        // By HTML's script states the first </script> only leaves the inner script: the <div>s are script text.
        let html = "<script><!--<script></script>" + String(repeating: "<div>", count: 20) + "--></script>"
        #expect(limited(html) == nil)
        let plain = "<script></script>" + String(repeating: "<div>", count: 20)
        #expect(limited(plain) != nil)
    }

    @Test func anEndTagDoesNotCloseAcrossAScopeBoundary() {
        // gumbo ignores </div> when an <object> stands between: the depth keeps growing.
        let html = String(repeating: "<div><object></div>", count: 10)
        #expect(limited(html) != nil)
    }

    @Test func formattingEndTagsLeaveTheBlocksInsideThemOpen() {
        // The adoption agency keeps each <div> open when </b> comes.
        let html = String(repeating: "<b><div></b>x", count: 10)
        #expect(limited(html) != nil)
    }

    @Test func aHundredThousandNestedDivsParseQuicklyAndKeepTheirText() {
        // Before the limit this took 23 s in a release build.
        let html = String(repeating: "<div>", count: 100_000) + "deep text" + String(repeating: "</div>", count: 100_000) + "<p>after"
        let (document, seconds) = timed { HTMLParser.parse(html) }
        let text = document.body?.textContent ?? ""
        #expect(text.contains("deep text"))
        #expect(text.contains("after"))
        #expect(seconds < 10, "well under the 23 s it took")
    }

    @Test func adoptionAgencyNestingParsesQuickly() {
        let html = String(repeating: "<b><div></b>x", count: 40_000)
        let (document, seconds) = timed { HTMLParser.parse(html) }
        #expect((document.body?.textContent ?? "").count == 40_000)
        #expect(seconds < 10)
    }

    @Test func aParseThatRunsOutOfTimeShowsTheSourceAndSaysWhy() {
        var html = String(repeating: "<p>paragraph <b>bold</b> text</p>\n", count: 100_000)
        let document = html.withUTF8 { HTMLParser.parse(utf8: $0, timeLimitMilliseconds: 1) }
        let text = document.body?.textContent ?? ""
        #expect(text.hasPrefix("turbo-tui stopped reading this page's HTML after 1 s"))
        #expect(text.contains("<p>paragraph <b>bold</b> text</p>"))
        #expect(document.body?.childElements.map(\.name) == ["p", "pre"])
    }

    @Test func theTimeLimitLeavesNormalPagesAlone() throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/nodejs-api-8mb.html")))
        let document = HTMLParser.parse(bytes: bytes)
        #expect(document.title.contains("Node.js"))
        #expect(HTMLParser.timeLimitMilliseconds(forByteCount: bytes.count) > 10_000)
    }
}

@Suite("Tags with too many attributes")
struct AttributeLimitTests {
    private func limited(_ html: String, attributes: Int) -> String? {
        var html = html
        return html.withUTF8 { NestingLimiter.limit($0, maximumDepth: 100, maximumAttributes: attributes) }
            .map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func attributesPastTheLimitGoAndTheTagStays() {
        #expect(limited(#"<div a=1 b="x y" c='>' d e=f g h>text</div>"#, attributes: 4) == #"<div a=1 b="x y" c='>' d >text</div>"#)
        #expect(limited(#"<div a=1 b="x y" c='>' d>text</div>"#, attributes: 4) == nil)
        #expect(limited(#"<input a = "1" b= 2 c =3 d/>"#, attributes: 3) == #"<input a = "1" b= 2 c =3 >"#)
    }

    @Test func twoHundredThousandAttributesParseQuickly() {
        // Took over 10 s before, and hit the parse's time limit.
        let attributes = (0..<200_000).map { "a\($0)=\($0)" }.joined(separator: " ")
        let start = Date()
        let document = HTMLParser.parse("<div id=first \(attributes)>many attributes</div><p>after")
        #expect(Date().timeIntervalSince(start) < 5)
        let div = document.body?.childElements.first
        #expect(div?.attribute("id") == "first")
        #expect(div?.attributes.count == 256)
        #expect(document.body?.textContent == "many attributesafter")
    }
}
