/// A run of text in one style. `text` has passed the terminal sanitizer and
/// holds no control characters; `width` is its width in terminal columns.
public struct Span: Equatable, Sendable {
    public var text: String
    public var style: Style
    public var width: Int
    /// Index into `RenderedPage.links` when the span is part of a link.
    public var link: Int?

    public init(text: String, style: Style = .plain, width: Int? = nil, link: Int? = nil) {
        self.text = text
        self.style = style
        self.width = width ?? TextWidth.columns(text)
        self.link = link
    }
}
