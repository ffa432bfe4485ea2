import Foundation
import Testing
import HTML
import Net
import Turbo

/// Which iframe documents a page fetches for their titles, and the title an answer gives.
@Suite("Iframe documents")
struct IframeDocumentTests {
    private let page = URL(string: "http://app.test:3000/posts")!

    private func answer(_ body: String, from url: String = "http://app.test:3000/inner", status: Int = 200,
                        type: String = "text/html; charset=utf-8") -> HTTPResponse {
        HTTPResponse(status: status, url: URL(string: url)!, headers: [("Content-Type", type)], body: Array(body.utf8))
    }

    @Test func onlyThePagesOwnOriginIsFetched() {
        #expect(IframeDocument.isFetched(URL(string: "http://app.test:3000/inner")!, from: page))
        for other in ["http://app.test:3001/inner", "https://app.test:3000/inner", "http://cdn.app.test:3000/x",
                      "data:text/html,<title>x</title>", "javascript:alert(1)"] {
            #expect(!IframeDocument.isFetched(URL(string: other)!, from: page), "\(other)")
        }
    }

    @Test func theRequestIsABrowsersWithThePageAsReferrer() {
        let request = IframeDocument.request(for: URL(string: "http://app.test:3000/inner")!, from: page)
        #expect(request.method == .get)
        #expect(request.header("Referer") == page.absoluteString)
        #expect(request.header("X-Turbo-Request-Id") == nil && request.header("Turbo-Frame") == nil)
        #expect(request.sendsCookies)
    }

    @Test func theTitleIsTheDocumentsWhitespaceCollapsedAndBounded() {
        #expect(IframeDocument.title(of: answer("<title> Inner \n page </title>"), page: page) == "Inner page")
        #expect(IframeDocument.title(of: answer("<p>no title</p>"), page: page) == "")
        #expect(IframeDocument.title(of: answer("<title>Gone</title>", status: 404), page: page) == "", "an error page names nothing")
        #expect(IframeDocument.title(of: answer("{}", type: "application/json"), page: page) == "")
        let long = IframeDocument.title(of: answer("<title>\(String(repeating: "a", count: 5000))</title>"), page: page)
        #expect(long?.count == IframeDocument.maximumTitleLength)
        #expect(long?.hasSuffix("…") == true)
        let late = "<title>" + String(repeating: "x", count: IframeDocument.maximumTitleBytes) + "</title>"
        #expect(IframeDocument.title(of: answer("<title>Early</title>" + late), page: page) == "Early")
    }

    @Test func anAnswerFromAnotherOriginIsNotShown() {
        #expect(IframeDocument.title(of: answer("<title>Elsewhere</title>", from: "http://evil.test/x"), page: page) == nil)
    }

    @Test func aPageOfManyIframesFetchesABoundedNumber() {
        let document = HTMLParser.parse(String(repeating: "<iframe src=/x></iframe><iframe></iframe>", count: 100))
        #expect(IframeDocument.iframes(in: document).count == IframeDocument.maximumLoads)
    }

    /// HTML: an iframe with `srcdoc` shows that markup and never navigates to its `src`.
    @Test func anIframeWithSrcdocIsNotFetched() {
        let document = HTMLParser.parse(#"<iframe src="/x" srcdoc="<title>Inline</title>"></iframe><iframe src="/y"></iframe>"#)
        #expect(IframeDocument.iframes(in: document).map { $0.attribute("src") } == ["/y"])
    }
}
