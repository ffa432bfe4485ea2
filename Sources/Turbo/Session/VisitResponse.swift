import FoundationEssentials
import HTML
import Net

/// What a visit brought back: the final URL after redirects, the status and
/// the body, ready to be parsed. 4xx/5xx answers are responses too: their
/// HTML body is shown as Turbo shows it.
package struct VisitResponse: Sendable {
    /// The answer as the network gave it, for the navigator to carry along
    /// (a redirect's response is rendered without a second request).
    package var http: HTTPResponse

    package init(_ http: HTTPResponse) {
        self.http = http
    }

    package init(url: URL, status: Int, contentType: ContentType?, body: [UInt8], wasRedirected: Bool = false) {
        var headers: [(name: String, value: String)] = []
        if let contentType {
            let charset = contentType.charset.map { "; charset=\($0)" } ?? ""
            headers.append((name: "Content-Type", value: contentType.mediaType + charset))
        }
        http = HTTPResponse(status: status, url: url, redirectCount: wasRedirected ? 1 : 0, headers: headers, body: body)
    }

    package var url: URL { http.url }
    package var status: Int { http.status }
    package var contentType: ContentType? { http.contentType }
    package var body: [UInt8] { http.body }
    package var wasRedirected: Bool { http.wasRedirected }

    package var isSuccess: Bool { (200..<300).contains(status) }

    /// Pages are HTML or text; anything else (a PDF, an image) is not shown.
    package var isDisplayable: Bool {
        guard let contentType else { return true }
        return contentType.isHTML || contentType.mediaType.hasPrefix("text/")
    }

    package var text: String { HTMLDecoder.decode(body, declaredCharset: contentType?.charset) }

    package var document: Document { PageDocument.make(body: body, contentType: contentType) }
}
