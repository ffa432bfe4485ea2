import HTML
/// What one `refresh` stream asks of the refresh it starts (Turbo 8,
/// turbo-wire R3): `method="morph|replace"` and `scroll="preserve|reset"`
/// win over the page's `turbo-refresh-method` / `turbo-refresh-scroll`
/// metas for that refresh. nil where the stream says nothing (or a value
/// Turbo does not know), so the meta decides.
package struct PageRefreshOverrides: Equatable, Sendable {
    package var morphs: Bool?
    package var preservesScroll: Bool?

    package init(morphs: Bool? = nil, preservesScroll: Bool? = nil) {
        self.morphs = morphs
        self.preservesScroll = preservesScroll
    }

    /// Read from a `<turbo-stream action="refresh">`.
    package init(stream element: Element) {
        switch element.attribute("method") {
        case "morph": morphs = true
        case "replace": morphs = false
        default: morphs = nil
        }
        switch element.attribute("scroll") {
        case "preserve": preservesScroll = true
        case "reset": preservesScroll = false
        default: preservesScroll = nil
        }
    }
}
