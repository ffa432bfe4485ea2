import HTML
import Net
/// A Turbo Stream message: the body of a `text/vnd.turbo-stream.html`
/// answer, or one message from a live source. Its `<turbo-stream>` elements
/// run in order (turbo-wire S1).
package struct StreamMessage {
    package static let contentType = "text/vnd.turbo-stream.html"

    /// The `<turbo-stream>` elements, in document order; streams inside
    /// another stream's template are content, not messages.
    package let streams: [Element]
    /// The parsed fragment, kept so the streams keep their place in it.
    private let fragment: Document

    package init(html: String) {
        // A message parses as a document: its custom elements land in
        // <body>, each <template>'s content kept as its children.
        fragment = HTMLParser.parse(html)
        var found: [Element] = []
        DocumentWalk.forEachElement(below: fragment) { element in
            if element.name == "turbo-stream" { found.append(element) }
            return true
        }
        streams = found
    }

    /// The body of an answer, decoded in its declared charset.
    package init(response: HTTPResponse) {
        self.init(html: HTMLDecoder.decode(response.body, declaredCharset: response.contentType?.charset))
    }

    /// Any status, 422 too, when the media type says so (turbo-wire F5.1).
    package static func isStream(_ response: HTTPResponse) -> Bool {
        response.contentType?.mediaType.lowercased().hasPrefix(contentType) == true
    }

    /// Each stream read into an action, or the reason it cannot run.
    package var actions: [Result<StreamAction, StreamActionError>] {
        streams.map { element in Result { () throws(StreamActionError) in try StreamAction(element) } }
    }
}
