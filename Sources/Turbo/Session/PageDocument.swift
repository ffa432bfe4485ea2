import HTML
import Net
/// A response body as the document a browser would show: HTML parsed from its
/// bytes, plain text kept as one preformatted block.
package enum PageDocument {
    package static func make(body: [UInt8], contentType: ContentType?) -> Document {
        guard let contentType, contentType.mediaType == "text/plain" else {
            return HTMLParser.parse(bytes: body, declaredCharset: contentType?.charset)
        }
        return Document.withBody([Document.element("pre", text: HTMLDecoder.decode(body, declaredCharset: contentType.charset))])
    }
}
