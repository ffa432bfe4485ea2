import FoundationEssentials
import HTML
import Net
import Turbo

/// A page's bytes with what is known about them, wherever they came from.
public struct LoadedPage: Sendable {
    public var url: URL
    public var status: Int?
    public var contentType: ContentType?
    public var body: [UInt8]

    public var document: Document { PageDocument.make(body: body, contentType: contentType) }
}
