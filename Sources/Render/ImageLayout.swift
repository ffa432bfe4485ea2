import Base

/// How the browser lays out images when it draws them (`RenderOptions.images`):
/// each `<img>` with a source becomes a box of rows (`ImageSlot`) that the UI
/// draws the image into, sized from its `width`/`height` attributes, or
/// from its own size once decoded (`knownSizes`), else one row (its alt text)
/// until then. A box one or two rows high stands in its line of text
/// (`ImageSlot.inlineRows`); an image that could not be shown (`refused`)
/// is its alt text.
package struct ImageLayout: Sendable, Equatable {
    /// The tallest box: the rows of the page's area, so an image is seen whole.
    package var maximumRows: Int
    /// The terminal's cell in pixels, which `srcset` candidates are chosen by.
    package var cellWidth: Int
    package var cellHeight: Int
    /// The own sizes of images decoded so far, by resolved URL.
    package var knownSizes: [String: PixelSize]
    /// The media types a `<picture>`'s `<source type>` may name to be chosen.
    package var decodableTypes: Set<String>
    /// Images whose box was reserved and that will not be shown (their fetch
    /// or decode failed), by resolved URL: each is laid out as its alt text,
    /// one line of it (in its line of text, for an inline box).
    package var refused: Set<String> = []

    package init(maximumRows: Int, cellWidth: Int = CellBox.cellWidth, cellHeight: Int = CellBox.cellHeight,
                 knownSizes: [String: PixelSize] = [:], decodableTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp"]) {
        self.maximumRows = max(maximumRows, 1)
        self.cellWidth = max(cellWidth, 1)
        self.cellHeight = max(cellHeight, 1)
        self.knownSizes = knownSizes
        self.decodableTypes = decodableTypes
    }
}
