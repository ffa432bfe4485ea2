import Base
import HTML
/// The head elements marked `data-turbo-track="reload"` (turbo-wire R5):
/// Turbo's `trackedElementSignature`, their outer HTML in order. A visit
/// whose answer's signature differs from the shown page's (an asset
/// fingerprint changed after a deploy) is not rendered by Turbo but done as
/// a full reload (`PageRenderer.trackedElementsAreIdentical`).
package struct TrackedElements: Equatable, Sendable {
    package let signature: String

    package init(_ document: Document) {
        signature = document.head?.childElements
            .filter { $0.attribute("data-turbo-track") == "reload" }
            .map(OuterHTML.of)
            .joinedText() ?? ""
    }

    /// Whether showing `answer` in place of `shown` needs a full reload.
    package static func requireReload(shown: Document, answer: Document) -> Bool {
        TrackedElements(shown) != TrackedElements(answer)
    }
}
