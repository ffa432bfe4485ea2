import Testing
import Net
import Turbo

@Suite("Response bodies as documents")
struct PageDocumentTests {
    @Test func plainTextIsOnePreformattedBlockAndNoMarkup() {
        let body = Array("line one\n  <b>not bold</b>\n".utf8)
        let document = PageDocument.make(body: body, contentType: ContentType(parsing: "text/plain; charset=utf-8"))
        let pre = document.body?.childElements.first
        #expect(pre?.name == "pre")
        #expect(pre?.textContent == "line one\n  <b>not bold</b>\n")
        #expect(document.firstDescendant(where: { $0.name == "b" }) == nil)
    }

    @Test func htmlIsParsedWithItsDeclaredCharset() {
        // "日本" in Shift_JIS.
        let body: [UInt8] = Array("<p>".utf8) + [0x93, 0xFA, 0x96, 0x7B] + Array("</p>".utf8)
        let document = PageDocument.make(body: body, contentType: ContentType(parsing: "text/html; charset=Shift_JIS"))
        #expect(document.firstDescendant(where: { $0.name == "p" })?.textContent == "日本")
    }

    @Test func noContentTypeMeansHTML() {
        let document = PageDocument.make(body: Array("<h1>Hi</h1>".utf8), contentType: nil)
        #expect(document.firstDescendant(where: { $0.name == "h1" })?.textContent == "Hi")
    }
}
