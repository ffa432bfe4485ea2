import Foundation

/// A page laid out for a given width: rows of styled text and the links and
/// form fields found in them, in document order. Not Sendable: fields hold
/// the DOM elements the UI edits.
public struct RenderedPage {
    public var title: String
    public var lines: [StyledLine]
    public var links: [LinkTarget]
    public var fields: [FieldTarget]
    public var width: Int

    public init(title: String, lines: [StyledLine], links: [LinkTarget], fields: [FieldTarget] = [], width: Int) {
        self.title = title
        self.lines = lines
        self.links = links
        self.fields = fields
        self.width = width
    }

    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// A link as rendered: where it points and its number in the dump.
public struct LinkTarget: Equatable, Sendable {
    public var number: Int
    public var href: String
    /// `href` resolved against the page's base URL; nil when it does not parse.
    public var url: URL?

    public init(number: Int, href: String, url: URL?) {
        self.number = number
        self.href = href
        self.url = url
    }
}
