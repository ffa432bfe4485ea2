import FoundationEssentials
import HTML
import Net
import Turbo

/// A page's bytes with what is known about them, wherever they came from.
package struct LoadedPage: Sendable {
    package var url: URL
    package var status: Int?
    package var contentType: ContentType?
    package var body: [UInt8]

    package var document: Document { PageDocument.make(body: body, contentType: contentType) }
}
