import HTML
/// What a page asks of a refresh of itself (Turbo 8, turbo-wire D13), read
/// from its meta tags, unless the `refresh` stream that started it said
/// otherwise (R3).
package struct PageRefreshSettings: Equatable, Sendable {
    /// `<meta name="turbo-refresh-method" content="morph">`: the new page is
    /// morphed into this one instead of replacing it.
    package let morphs: Bool
    /// `<meta name="turbo-refresh-scroll" content="preserve">`: the reader
    /// stays where they were; otherwise a refresh goes to the top.
    package let preservesScroll: Bool

    package init(_ document: Document, overriddenBy overrides: PageRefreshOverrides = PageRefreshOverrides()) {
        morphs = overrides.morphs ?? (HeadMeta.setting("turbo-refresh-method", of: document) == "morph")
        preservesScroll = overrides.preservesScroll ?? (HeadMeta.setting("turbo-refresh-scroll", of: document) == "preserve")
    }
}
