import Foundation
import Testing
import HTML
import Render

/// Every corpus page dumped at 80 columns, compared with its golden text in
/// `Fixtures/golden/`. To re-record after an intended change, run with
/// `TURBO_TUI_RECORD_GOLDEN=1`: the files are rewritten and the run fails, so
/// that recording is never mistaken for passing. Review the diff, then run again.
@Suite("Corpus pages against their golden dumps")
struct CorpusGoldenTests {
    static let pages = [
        "features.html", "gcc-news.html", "nettle-tables.html", "rust-releases-1mb.html", "bigtable-1mb.html",
        "nodejs-api-8mb.html", "seed-article-ja.html", "seed-article-sjis.html",
    ]

    static func dump(_ page: String) throws -> String {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(page)")))
        let options = RenderOptions(width: 80, numberLinks: true, baseURL: URL(string: "https://corpus.test/\(page)"))
        let rendered = PageRenderer(options: options).render(HTMLParser.parse(HTMLDecoder.decode(bytes)))
        return DumpFormatter.format(rendered)
    }

    @Test(arguments: pages)
    func pageMatchesItsGolden(page: String) throws {
        let output = try Self.dump(page)
        let golden = TestPaths.fixture("golden/\(page.replacingOccurrences(of: ".html", with: ".txt"))")
        if ProcessInfo.processInfo.environment["TURBO_TUI_RECORD_GOLDEN"] == "1" {
            try Data(output.utf8).write(to: golden)
            Issue.record("recorded \(golden.lastPathComponent); review the diff and run again without TURBO_TUI_RECORD_GOLDEN")
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden file \(golden.path); record it with TURBO_TUI_RECORD_GOLDEN=1")
            return
        }
        if output != expected {
            Issue.record(Comment(rawValue: Self.firstDifference(expected: expected, actual: output)))
        }
    }

    @Test func featuresPageShowsNothingHiddenAndNoEscapeBytes() throws {
        let output = try Self.dump("features.html")
        for hidden in ["HIDDEN-BY-CSS-CLASS", "HIDDEN-BY-INLINE-STYLE", "HIDDEN-BY-ATTRIBUTE", "TEMPLATE-CONTENT",
                       "JS-WROTE-THIS", "should not appear", "authenticity_token", "tok123",
                       // Closed details show their summary alone, as a browser shows them.
                       "DETAILS-BODY"] {
            #expect(!output.contains(hidden), "\(hidden) is shown")
        }
        #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        for shown in ["TURBO-FRAME-CONTENT", "▸ Summary text", "NOSCRIPT-CONTENT", "[ALT-TEXT-IMG] [img]", "[Sign in]"] {
            #expect(output.contains(shown), "\(shown) is missing")
        }
    }

    @Test func japaneseSeedArticleIsTheSameInShiftJISAndUTF8() throws {
        #expect(try Self.dump("seed-article-sjis.html") == Self.dump("seed-article-ja.html"))
    }

    private static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
        let got = index < actualLines.count ? String(actualLines[index]) : "(end)"
        return "differs from the golden at line \(index + 1):\n  golden: \(want)\n  actual: \(got)\n"
            + "(re-record with TURBO_TUI_RECORD_GOLDEN=1 if the change is intended)"
    }
}
