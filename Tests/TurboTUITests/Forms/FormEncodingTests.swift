import Foundation
import Testing
import Turbo

/// Bodies byte for byte as Chromium made them from the same entries
/// (Fixtures/forms), and the text/plain and newline rules of the HTML
/// standard where no script can ask a browser.
@Suite("Form encoding: urlencoded, multipart, text/plain")
struct FormEncodingTests {
    let browser: BrowserFormData

    init() throws {
        browser = try BrowserFormData.load()
    }

    private static let cases = ["basic-turbo-save", "basic-turbo-go", "basic-browser-save", "owner-turbo", "multipart-turbo",
                                "edited-turbo", "edited-browser-image"]

    @Test(arguments: cases) func urlencodedBodyIsWhatURLSearchParamsMakes(key: String) throws {
        let expected = try #require(browser[key])
        let body = FormBody.turbo(expected.entries, enctype: .urlEncoded, boundary: "unused")
        #expect(String(decoding: body.bytes, as: UTF8.self) == expected.urlencoded)
        #expect(body.contentType == "application/x-www-form-urlencoded;charset=UTF-8")
    }

    @Test(arguments: cases) func multipartBodyIsWhatFetchSends(key: String) throws {
        let expected = try #require(browser[key])
        let body = FormBody.turbo(expected.entries, enctype: .multipart, boundary: "BOUNDARY")
        #expect(body.bytes == Array(expected.multipart.utf8))
        #expect(body.contentType == "multipart/form-data; boundary=BOUNDARY")
    }

    @Test func turboSendsMultipartForTextPlainForms() {
        let body = FormBody.turbo([.text("a", "b")], enctype: .plainText, boundary: "B")
        #expect(body.contentType == "multipart/form-data; boundary=B")
    }

    @Test func serializerKeepsOnlyUnreservedBytes() {
        #expect(URLEncodedForm.escape("aZ09*-._ ~!'()+&=/?#%\u{0}é😀")
            == "aZ09*-._+%7E%21%27%28%29%2B%26%3D%2F%3F%23%25%00%C3%A9%F0%9F%98%80")
        #expect(URLEncodedForm.encode([("", ""), ("a", "")]) == "=&a=")
    }

    @Test func lineBreaksBecomeCRLF() {
        #expect(LineBreaks.normalized("a\nb\rc\r\nd\r") == "a\r\nb\r\nc\r\nd\r\n")
        #expect(LineBreaks.normalized("\n\n") == "\r\n\r\n")
        #expect(LineBreaks.normalized("plain") == "plain")
    }

    @Test func plainTextIsNameEqualsValueLines() {
        let entries: [FormEntry] = [.text("q", "a b=c"), .text("note", "one\ntwo"),
                                    FormEntry(name: "f", value: .file(FormFile(name: "x.txt", bytes: [1, 2])))]
        #expect(PlainTextForm.encode(entries) == "q=a b=c\r\nnote=one\r\ntwo\r\nf=x.txt\r\n")
    }

    @Test func browserUrlencodedNormalisesLineBreaksAndNamesFiles() {
        let entries: [FormEntry] = [.text("t", "a\nb"), FormEntry(name: "f", value: .file(FormFile(name: "x y.txt", bytes: [])))]
        #expect(FormBody.browserQuery(entries) == "t=a%0D%0Ab&f=x+y.txt")
        #expect(FormBody.turboQuery(entries) == "t=a%0Ab")
    }

    @Test func fileNamesEscapeQuotesAndLineBreaks() {
        let file = FormFile(name: "a\"b\r\nc", contentType: "image/png", bytes: [0, 255])
        let body = MultipartForm(boundary: "X").encode([FormEntry(name: "up", value: .file(file))])
        let expected = Array("--X\r\nContent-Disposition: form-data; name=\"up\"; filename=\"a%22b%0D%0Ac\"\r\nContent-Type: image/png\r\n\r\n".utf8)
            + [0, 255] + Array("\r\n--X--\r\n".utf8)
        #expect(body == expected)
    }

    @Test func randomBoundariesDiffer() {
        let first = MultipartForm.randomBoundary()
        #expect(first.count == 40)
        #expect(first != MultipartForm.randomBoundary())
    }
}
