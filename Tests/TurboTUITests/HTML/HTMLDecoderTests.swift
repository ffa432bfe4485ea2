import Foundation
import Testing
import HTML
import Render

@Suite("Charsets: BOM, Content-Type, meta prescan, iconv")
struct HTMLDecoderTests {
    private func corpus(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: TestPaths.fixture("corpus/\(name)")))
    }

    @Test func shiftJISAndUTF8SeedArticlesGiveTheSameText() throws {
        let utf8 = try corpus("seed-article-ja.html")
        let sjis = try corpus("seed-article-sjis.html")
        #expect(HTMLDecoder.sniff(sjis).charset == .legacy("CP932"), "found through <meta charset>")
        func render(_ bytes: [UInt8]) -> String {
            PageRenderer(options: RenderOptions(width: 80)).render(HTMLParser.parse(HTMLDecoder.decode(bytes))).text
        }
        let fromUTF8 = render(utf8)
        #expect(fromUTF8.contains("turbo-iosでモーダル"))
        #expect(render(sjis) == fromUTF8)
    }

    @Test func contentTypeHeaderWinsOverMetaAndBOMWinsOverBoth() {
        let latin1: [UInt8] = Array("<meta charset=shift_jis><p>caf".utf8) + [0xE9, 0x80]
        #expect(HTMLDecoder.decode(latin1, declaredCharset: "ISO-8859-1").hasSuffix("café€"), "latin1 read as windows-1252")
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<p>é".utf8)
        #expect(HTMLDecoder.decode(withBOM, declaredCharset: "shift_jis") == "<p>é")
        let utf16: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0xE5, 0x65]
        #expect(HTMLDecoder.decode(utf16) == "<日")
    }

    @Test(arguments: [
        (#"<meta charset="EUC-JP">"#, Charset.legacy("EUC-JP")),
        (#"<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1251">"#, .legacy("CP1251")),
        ("<!-- <meta charset=koi8-r> --><meta charset='iso-8859-2'>", .legacy("ISO-8859-2")),
        (#"<meta http-equiv=content-type content="text/html;CHARSET = 'koi8-r'; x=y">"#, .legacy("KOI8-R")),
        (#"<meta http-equiv=content-type content="text/html; charset">"#, .utf8),
        (#"<meta http-equiv=content-type content="charset=">"#, .utf8),
        (#"<meta http-equiv=content-type content="chars">"#, .utf8),
        ("<meta charset=utf-16>", .utf8),
        ("<meta charset=nonsense>", .utf8),
        ("<p>no declaration</p>", .utf8),
    ])
    func metaPrescanFindsTheDeclaredCharset(html: String, expected: Charset) {
        #expect(HTMLDecoder.sniff(Array(html.utf8)).charset == expected)
    }

    @Test func metaBeyondTheFirstKilobyteIsNotRead() {
        let html = "<p>" + String(repeating: "x", count: 1100) + "<meta charset=euc-jp>"
        #expect(HTMLDecoder.sniff(Array(html.utf8)).charset == .utf8)
    }

    @Test func eucJPDecodes() {
        let bytes: [UInt8] = Array("<meta charset=euc-jp><p>".utf8) + [0xC6, 0xFC, 0xCB, 0xDC]
        #expect(HTMLDecoder.decode(bytes).hasSuffix("日本"))
    }

    @Test func invalidBytesInALegacyCharsetBecomeReplacementCharacters() {
        // 0x81 0x20 is an invalid Shift_JIS pair; 0x82 at the very end is cut off.
        let bytes: [UInt8] = Array("a".utf8) + [0x81, 0x20] + Array("b".utf8) + [0x93, 0xFA, 0x82]
        let text = HTMLDecoder.decode(bytes, declaredCharset: "shift_jis")
        #expect(text.hasPrefix("a\u{FFFD}"))
        #expect(text.contains("b日"))
        #expect(text.hasSuffix("\u{FFFD}"))
    }

    @Test func hugeLegacyInputConvertsWhole() {
        let bytes = [UInt8](repeating: 0xE9, count: 300_000) // é in windows-1252, beyond one output chunk
        let text = HTMLDecoder.decode(bytes, declaredCharset: "latin1")
        #expect(text.count == 300_000)
        #expect(text.allSatisfy { $0 == "é" })
    }
}
