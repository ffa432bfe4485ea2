import FoundationEssentials
import HTML
import Base

/// A page laid out for a given width: rows of styled text and the links and
/// form fields found in them, in document order. Not Sendable: links and
/// fields hold the DOM elements the UI acts on.
package struct RenderedPage {
    package var title: String
    package var lines: [StyledLine]
    package var links: [LinkTarget]
    package var fields: [FieldTarget]
    package var width: Int
    /// What limits took from the page, for the reader (`PageNotice`); not drawn on it.
    package var notices: [String]
    /// The links' `href`s in number order (the first is link 1), when only
    /// they were kept (`RenderOptions.isPrintOnly`): `links` is
    /// then empty.
    package var linkReferences: [String] = []
    /// What resolves `linkReferences` as the References print them; nil
    /// when the links were resolved as the page was laid out.
    package var linkResolver: LinkResolver?

    package init(title: String, lines: [StyledLine], links: [LinkTarget], fields: [FieldTarget] = [], width: Int,
                notices: [String] = []) {
        self.title = title
        self.lines = lines
        self.links = links
        self.fields = fields
        self.width = width
        self.notices = notices
    }

    package var text: String { lines.map(\.text).joinedText(separator: "\n") }
}

/// A link as rendered: where it points, its number in the dump, and the
/// `<a>` it came from.
package struct LinkTarget: Equatable {
    package var number: Int
    package var href: String
    /// `href` resolved against the page's base URL, as text (what the
    /// References list prints); nil when it does not parse. Text rather than
    /// a `URL`: a page's thousands of links are printed or drawn, and only the
    /// one followed needs parsing (`url`).
    package var resolved: String?
    /// The element, for what its attributes decide (`data-turbo-method`,
    /// `data-turbo-frame`): two links to one URL may differ there.
    package var element: Element

    package init(number: Int, href: String, url: URL?, element: Element) {
        self.init(number: number, href: href, resolved: url?.absoluteString, element: element)
    }

    package init(number: Int, href: String, resolved: String?, element: Element) {
        self.number = number
        self.href = href
        self.resolved = resolved
        self.element = element
    }

    /// `href` resolved against the page's base URL; nil when it does not parse.
    package var url: URL? {
        get { resolved.flatMap { URL(address: $0) } }
        set { resolved = newValue?.absoluteString }
    }

    package static func == (left: LinkTarget, right: LinkTarget) -> Bool {
        left.number == right.number && left.href == right.href && left.resolved == right.resolved
            && left.element === right.element
    }
}
