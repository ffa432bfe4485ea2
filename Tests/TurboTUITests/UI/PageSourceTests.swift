import Foundation
import Net
import Testing
import Turbo
import UI

/// `PageSource`: a page's source kept as the bytes that came, decoded as the
/// page is (the declared charset) the first time it is read, and alike for
/// every reader, on any thread.
@Suite("Page source: decoded when first read")
struct PageSourceTests {
    @Test func theBytesAreDecodedInTheCharsetTheAnswerDeclares() {
        // "café" in windows-1252: é is the one byte 0xE9, not UTF-8.
        let latin = PageSource(bytes: [0x63, 0x61, 0x66, 0xE9], declaredCharset: "windows-1252")
        #expect(latin.text == "café")
        let response = VisitResponse(url: URL(string: "http://x.test/")!, status: 200,
                                     contentType: ContentType(parsing: "text/html; charset=iso-8859-1"), body: [0x6E, 0xE9])
        #expect(PageSource(response).text == "né")
        #expect(PageSource(bytes: Array("<p>ok</p>".utf8), declaredCharset: nil).text == "<p>ok</p>")
    }

    /// An arriving page's part keeps the pieces as the transfer handed them
    /// on: its source is them one after the other, a character cut between
    /// two pieces whole, the charset the answer's.
    @Test func piecesReadAsTheirBytesOneAfterTheOther() {
        let bytes = Array("<p>grüße – 日本</p>".utf8)
        let cuts = [0, 5, 6, 12, bytes.count]
        let pieces = zip(cuts, cuts.dropFirst()).map { Array(bytes[$0..<$1]) }
        #expect(PageSource(pieces: pieces, declaredCharset: "utf-8").text == "<p>grüße – 日本</p>")
        #expect(PageSource(pieces: [[0x6E], [0xE9]], declaredCharset: "iso-8859-1").text == "né")
        #expect(PageSource(pieces: [], declaredCharset: nil).text == "")
    }

    @Test func readingTwiceGivesTheSameTextAndSourcesCompareByText() {
        let source = PageSource(bytes: Array("<title>x</title>".utf8), declaredCharset: "utf-8")
        #expect(source.text == source.text)
        #expect(source == PageSource(text: "<title>x</title>"))
        #expect(source != PageSource(text: "<title>y</title>"))
    }

    /// The loop and a worker may read one page's source at once (`\` while a
    /// resize's parse starts): both get the whole text.
    @Test func readersOnManyThreadsGetTheSameText() async {
        let body = (0..<5_000).map { "<p>line \($0) – ü</p>" }.joined()
        let source = PageSource(bytes: Array(body.utf8), declaredCharset: "utf-8")
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { source.text } }
            var texts: [String] = []
            for await text in group { texts.append(text) }
            return texts
        }
        #expect(texts.count == 8)
        #expect(texts.allSatisfy { $0 == body })
    }
}
