/// A run of text in one style. `text` has passed the terminal sanitizer and
/// holds no control characters; `width` is its width in terminal columns.
public struct Span: Equatable, Sendable {
    public var text: String
    public var style: Style
    public var width: Int
    /// Index into `RenderedPage.links` when the span is part of a link.
    public var link: Int?
    /// Index into `RenderedPage.fields` when the span draws a form field.
    public var field: Int?

    public init(text: String, style: Style = .plain, width: Int? = nil, link: Int? = nil, field: Int? = nil) {
        self.text = text
        self.style = style
        self.width = width ?? TextWidth.columns(text)
        self.link = link
        self.field = field
    }

    /// Neighbours that look and act the same join into one span.
    func joins(_ other: Span) -> Bool {
        style == other.style && link == other.link && field == other.field
    }
}
