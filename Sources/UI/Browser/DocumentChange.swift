import HTML
import Turbo
/// What a change in place did to a shown page's document (a live or a
/// form's stream, a frame answer, a morph refresh, permanent elements moved
/// out): handed to `PageSession.apply`, the one place that lays the page
/// out again and keeps the reader's place, the focus and the field in use
/// on their elements.
package struct DocumentChange {
    package enum Extent {
        /// Only the blocks around these changes are laid out again.
        case changes(DOMChanges)
        /// Not known: the whole page is laid out again.
        case wholePage
        /// The document is as it was (streams that only ask for a refresh).
        case unchanged
    }

    package var extent: Extent
    /// Stream actions that could not run: the first is reported.
    package var streamErrors: [StreamActionError] = []
    /// As `tail -f`: a reader at the end of the page stays at the end, so
    /// what is appended comes into view (live updates).
    package var followsEnd = false

    package init(extent: Extent, streamErrors: [StreamActionError] = [], followsEnd: Bool = false) {
        self.extent = extent
        self.streamErrors = streamErrors
        self.followsEnd = followsEnd
    }
}
