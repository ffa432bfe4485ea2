import Foundation

/// What a visit brought back: the final URL after redirects, the status and
/// the body, ready to be parsed. 4xx/5xx answers are responses too: their
/// HTML body is shown as Turbo shows it.
public struct VisitResponse: Sendable {
    public var url: URL
    public var status: Int
    public var contentType: ContentType?
    public var body: [UInt8]
    public var wasRedirected: Bool

    public init(url: URL, status: Int, contentType: ContentType?, body: [UInt8], wasRedirected: Bool = false) {
        self.url = url
        self.status = status
        self.contentType = contentType
        self.body = body
        self.wasRedirected = wasRedirected
    }

    init(_ response: HTTPResponse) {
        self.init(url: response.url, status: response.status, contentType: response.contentType,
                  body: response.body, wasRedirected: response.wasRedirected)
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// Pages are HTML or text; anything else (a PDF, an image) is not shown.
    public var isDisplayable: Bool {
        guard let contentType else { return true }
        return contentType.isHTML || contentType.mediaType.hasPrefix("text/")
    }

    public var text: String { HTMLDecoder.decode(body, declaredCharset: contentType?.charset) }

    public var document: Document {
        let text = self.text
        guard contentType?.mediaType == "text/plain" else { return HTMLParser.parse(text) }
        let pre = Element(name: "pre")
        pre.appendChild(TextNode(text))
        let body = Element(name: "body")
        body.appendChild(pre)
        let html = Element(name: "html")
        html.appendChild(body)
        let document = Document()
        document.appendChild(html)
        return document
    }
}
