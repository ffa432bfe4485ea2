import Foundation

/// A page's bytes with what is known about them, wherever they came from.
public struct LoadedPage: Sendable {
    public var url: URL
    public var status: Int?
    public var contentType: ContentType?
    public var body: [UInt8]

    public var document: Document {
        if let contentType, contentType.mediaType == "text/plain" {
            let text = HTMLDecoder.decode(body, declaredCharset: contentType.charset)
            let document = Document()
            let pre = Element(name: "pre")
            pre.appendChild(TextNode(text))
            let body = Element(name: "body")
            body.appendChild(pre)
            let html = Element(name: "html")
            html.appendChild(body)
            document.appendChild(html)
            return document
        }
        return HTMLParser.parse(bytes: body, declaredCharset: contentType?.charset)
    }
}
