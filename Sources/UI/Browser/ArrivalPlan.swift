import Render

/// What the partial pages of an answer still arriving are laid out for
/// (`ArrivingPage`): the width and height of the stack's area and the link
/// numbering, so the first one shown fills the screen; and whether the
/// reader is looking at the source of the part shown (`\`), which the next
/// part then shows too, as far as it has arrived; and how images are laid
/// out (with the sizes decoded so far for the parts shown), nil: as alt text.
package struct ArrivalPlan: Equatable, Sendable {
    package var width: Int
    package var rows: Int
    package var numbered: Bool
    package var source = false
    package var images: ImageLayout?

    package init(width: Int, rows: Int, numbered: Bool, source: Bool = false, images: ImageLayout? = nil) {
        self.width = width
        self.rows = rows
        self.numbered = numbered
        self.source = source
        self.images = images
    }
}
