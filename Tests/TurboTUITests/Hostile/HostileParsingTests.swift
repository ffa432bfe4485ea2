import Foundation
import Testing
import HTML
import Render

/// Markup built to be slow to parse: our parser is linear by construction
/// (counted stacks, the adoption agency's limits, a constant-time "is it
/// open?"), and the tree it leaves is at most `HTMLParser.maximumDepth` deep.
/// Time is the test thread's CPU time, so other tests and builds on the
/// machine do not count; the limit is for a debug build (a release build
/// parses each of these in well under a second, docs/performance.md), far
/// below what one quadratic step on these sizes would take (hours).
@Suite("Hostile markup parses quickly")
struct HostileParsingTests {
    static let limit = 30.0

    private func timed<T>(_ work: () -> T) -> (T, Double) {
        let start = Self.threadCPUSeconds()
        let result = work()
        return (result, Self.threadCPUSeconds() - start)
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private func depth(of node: Node) -> Int {
        var deepest = 0
        var pending: [(Node, Int)] = [(node, 0)]
        while let (next, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in next.children { pending.append((child, level + 1)) }
        }
        return deepest
    }

    @Test func aHundredThousandNestedDivsParseQuicklyAndKeepTheirText() {
        // gumbo took 23 s on this in a release build.
        let html = String(repeating: "<div>", count: 100_000) + "deep text" + String(repeating: "</div>", count: 100_000) + "<p>after"
        let (document, seconds) = timed { HTMLParser.parse(html) }
        let text = document.body?.textContent ?? ""
        #expect(text == "deep textafter")
        #expect(depth(of: document) <= HTMLParser.maximumDepth + 1)
        #expect(seconds < Self.limit)
    }

    @Test func aMegabyteOfMisnestedFormattingParsesQuickly() {
        // Each </b> runs the adoption agency; the <i>s it reopens pile up.
        let html = String(repeating: "<b><i>x</b>y</i>", count: 65_536)
        #expect(html.utf8.count >= 1 << 20)
        let (document, seconds) = timed { HTMLParser.parse(html) }
        #expect(document.body?.textContent == String(repeating: "xy", count: 65_536))
        #expect(depth(of: document) <= HTMLParser.maximumDepth + 1)
        #expect(seconds < Self.limit)
    }

    @Test func unclosedFormattingAndBlocksParseQuickly() {
        let html = String(repeating: "<b><i><div>", count: 40_000) + "end"
        let (document, seconds) = timed { HTMLParser.parse(html) }
        #expect(document.body?.textContent == "end")
        #expect(depth(of: document) <= HTMLParser.maximumDepth + 1)
        #expect(seconds < Self.limit)
    }

    @Test func adoptionAgencyNestingParsesQuickly() {
        let html = String(repeating: "<b><div></b>x", count: 40_000)
        let (document, seconds) = timed { HTMLParser.parse(html) }
        #expect((document.body?.textContent ?? "").count == 40_000)
        #expect(depth(of: document) <= HTMLParser.maximumDepth + 1)
        #expect(seconds < Self.limit)
    }

    @Test func manyEndTagsUnderDeepInlineElementsParseQuickly() {
        // Each stray </em> would walk 50 000 open spans without the stack's counts.
        let html = String(repeating: "<span>", count: 50_000) + String(repeating: "</em>", count: 50_000) + "end"
        let (document, seconds) = timed { HTMLParser.parse(html) }
        #expect(document.body?.textContent == "end")
        #expect(seconds < Self.limit)
    }

    @Test func aTagWithAHundredThousandAttributesParsesQuickly() {
        let attributes = (0..<100_000).map { "a\($0)=\($0)" }.joined(separator: " ")
        let html = "<div id=first \(attributes) a5=again>many attributes</div><p>after"
        let (document, seconds) = timed { HTMLParser.parse(html) }
        let div = document.body?.childElements.first
        #expect(div?.attribute("id") == "first")
        #expect(div?.attributes.count == 100_001, "the repeated a5 is dropped")
        #expect(div?.attribute("a5") == "5")
        #expect(document.body?.textContent == "many attributesafter")
        #expect(seconds < Self.limit)
    }

    /// Found by the `html` fuzz target (its ASan build churned gigabytes):
    /// the sanitizer's slow path copied the text so far for every scalar,
    /// so a megabyte of title with control characters took 15 s in a
    /// release build, and every title, link text and status line with a
    /// control character paid the square of its length. Four megabytes
    /// take a few seconds in a debug build now, minutes before.
    @Test func megabytesOfControlCharactersAreMadeSafeQuickly() {
        let text = String(repeating: "ab\u{1}c\u{9B}\u{202E} ", count: 400_000)
        #expect(text.utf8.count == 4_000_000)
        let (safe, seconds) = timed { TerminalSafeText.sanitize(text) }
        #expect(safe == String(repeating: "ab^Ac\u{FFFD} ", count: 400_000))
        #expect(seconds < Self.limit)
        let page = PageRenderer(options: RenderOptions(width: 80)).render(HTMLParser.parse("<title>a\u{1}b"))
        #expect(page.title == "a^Ab")
    }

    @Test(arguments: ["bigtable-1mb.html", "features.html", "gcc-news.html", "nettle-tables.html",
                      "nodejs-api-8mb.html", "rust-releases-1mb.html", "seed-article-ja.html", "seed-article-sjis.html"])
    func realPagesParseWhole(name: String) throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(name)")))
        let document = HTMLParser.parse(bytes: bytes)
        #expect(document.body != nil)
        #expect(depth(of: document) <= HTMLParser.maximumDepth + 1)
    }
}
