import Base
import HTML

/// An iframe as lynx shows one: a line of its own naming the iframe's
/// document, which links to it. The name is the document's `<title>` when
/// the browser fetched it (`Turbo/Drive/IframeDocument`), else the iframe's
/// own `title`, else its `name`, else its address.
package enum IframeLine {
    /// Where the browser keeps the title of the iframe's document: on the
    /// iframe element, so that it is laid out by the one funnel of changes in
    /// place and travels with the page into the snapshot cache and its
    /// copies. Empty: fetched, and it has none to show.
    package static let documentTitleAttribute = "turbo-tui-document-title"

    /// The words the line shows for `iframe`, whose document is at `source`.
    package static func label(of iframe: Element, source: String?) -> String {
        [iframe.attribute(documentTitleAttribute), iframe.attribute("title"), iframe.attribute("name"), source]
            .compactMap { $0?.trimmingSpaces() }.first { !$0.isEmpty } ?? "(untitled)"
    }
}
