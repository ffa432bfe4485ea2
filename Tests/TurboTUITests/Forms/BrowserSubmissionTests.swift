import Foundation
import Testing
import HTML
import Net
import Turbo

/// `data-turbo="false"` forms are sent as a browser sends them by itself:
/// each page of Fixtures/forms/native was submitted by headless Chromium to
/// a recording server (generate-native.py); the same page's submission by
/// turbo-tui must reach a real server through libcurl byte for byte alike.
@Suite("Plain browser submissions match Chromium's")
struct BrowserSubmissionTests {
    private struct Expected: Decodable {
        var method: String
        var target: String
        var contentType: String
        var body: String
    }

    @Test(arguments: ["urlencoded", "plain", "multipart", "get"])
    func submissionArrivesAsChromiumSentIt(name: String) throws {
        let html = try String(contentsOf: TestPaths.fixture("forms/native/\(name).html"), encoding: .utf8)
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: TestPaths.fixture("forms/native/\(name).expected.json")))
        let server = try LoopbackHTTPServer { _ in .html("<p>received</p>") }
        let document = HTMLParser.parse(html)
        let form = try #require(document.element(withID: "form"))
        var values = FormValues()
        values[try #require(document.element(withID: "doc"))] = .files([
            FormFile(name: "a \"b\".txt", contentType: "text/plain", bytes: Array("file\r\nbytes".utf8)),
        ])
        values[try #require(document.element(withID: "body"))] = .text("one\r\ntwo\nthree\rfour")
        let submission = try FormSubmission(form: form, submitter: document.element(withID: "go"),
                                            pageURL: server.url("/case/\(name)"), values: values, boundary: "BOUNDARY")
        #expect(submission.handling == .fullPageLoad)

        var factory = TurboRequestFactory()
        _ = try CurlTransport().fetch(submission.request(csrfToken: "unused", using: &factory)).get()
        let arrived = try #require(server.requests.first)
        #expect(arrived.method == expected.method)
        #expect(arrived.target == expected.target)
        #expect((arrived.header("Content-Type") ?? "") == expected.contentType)
        #expect(String(decoding: arrived.body, as: UTF8.self) == expected.body)
        #expect(arrived.header("X-CSRF-Token") == nil)
    }
}
