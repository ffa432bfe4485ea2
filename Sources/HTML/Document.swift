/// The root of a parsed page.
package final class Document: ParentNode {
    /// Chosen by the parser from the DOCTYPE (HTML §13.2.6.4.1).
    package internal(set) var quirksMode = QuirksMode.noQuirks
    /// The parser moved what lay deeper than `HTMLParser.maximumDepth` up to
    /// that depth (`DepthCap`); the page tells the reader (`PageNotice`).
    package internal(set) var wasDepthCapped = false

    override package init() {}

    /// The `<!DOCTYPE>` the page began with, if any.
    package var doctype: DocumentType? { childNodes.lazy.compactMap { $0 as? DocumentType }.first }

    /// A page made here rather than parsed (plain text): `html` > `body` >
    /// these blocks.
    package static func withBody(_ blocks: [Element]) -> Document {
        let body = Element(name: "body")
        for block in blocks { body.appendChild(block) }
        let html = Element(name: "html")
        html.appendChild(body)
        let document = Document()
        document.appendChild(html)
        return document
    }

    /// An element holding one piece of text.
    package static func element(_ name: String, text: String) -> Element {
        let element = Element(name: name)
        element.appendChild(TextNode(text))
        return element
    }

    package var documentElement: Element? { childNodes.lazy.compactMap { $0 as? Element }.first }

    package var head: Element? { documentElement?.childElements.first(where: { $0.name == "head" }) }

    package var body: Element? { documentElement?.childElements.first(where: { $0.name == "body" }) }

    /// The text of the first `<title>`, whitespace collapsed; empty when none.
    package var title: String {
        guard let title = firstDescendant(where: { $0.name == "title" }) else { return "" }
        return title.textContent.collapsingHTMLWhitespace()
    }

    package func element(withID id: String) -> Element? {
        firstDescendant(where: { $0.attribute("id") == id })
    }

    /// `content` of `<meta name="NAME">`, as Turbo reads its settings.
    package func metaContent(named name: String) -> String? {
        firstDescendant(where: { $0.name == "meta" && $0.attribute("name") == name })?.attribute("content")
    }
}

extension Character {
    /// The ASCII whitespace of the HTML standard (space, tab, LF, FF, CR).
    package var isHTMLWhitespace: Bool {
        self == " " || self == "\n" || self == "\t" || self == "\r" || self == "\u{0C}" || self == "\r\n"
    }
}

extension String {
    /// The words between runs of HTML whitespace, one space between each
    /// (a title, an alt text, an option's label). Built character by
    /// character: `split` then `joined(separator:)` ran the standard
    /// library's unspecialized `joined`, whose first call in a process looks
    /// protocol conformances up across the whole executable, paging in
    /// half a MiB of it (docs/performance.md).
    package func collapsingHTMLWhitespace() -> String {
        var result = ""
        var pendingSpace = false
        for character in self {
            if character.isHTMLWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
