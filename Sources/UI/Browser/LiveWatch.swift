import FoundationEssentials
import HTML
import Turbo

/// The live sources one owner runs: those of `document`, the page on top
/// of the owner's stack (`<turbo-cable-stream-source>`,
/// `<turbo-stream-source>`), resolved against `pageURL`.
package struct LiveWatch: Equatable {
    package let owner: LiveOwner
    package let document: Document
    package let pageURL: URL
    /// The document's sources when a worker found them already (`DocumentFacts`):
    /// the loop then need not walk a big page for them.
    package var sources: [LiveStreamSource]? = nil

    /// The same document, not an equal one: a page shown again is a new document.
    package static func == (lhs: LiveWatch, rhs: LiveWatch) -> Bool {
        lhs.owner == rhs.owner && lhs.document === rhs.document && lhs.pageURL == rhs.pageURL
    }
}
