import Foundation

/// Lays out a document as styled lines for one width. Independent of any
/// terminal: the dump prints its lines and the UI draws them.
public struct PageRenderer {
    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    public func render(_ document: Document) -> RenderedPage {
        let walk = LayoutWalk(options: options, baseURL: BaseURL.of(document, fallback: options.baseURL))
        if let root = document.documentElement {
            walk.visit(root, style: .plain, link: nil)
        }
        let lines = walk.composer.finish()
        return RenderedPage(title: TerminalSafeText.sanitize(document.title), lines: lines,
                            links: walk.links, width: options.width)
    }
}

/// The URL relative references resolve against: `<base href>` when present.
enum BaseURL {
    static func of(_ document: Document, fallback: URL?) -> URL? {
        guard let href = document.head?.firstDescendant(where: { $0.name == "base" && $0.hasAttribute("href") })?
            .attribute("href") else { return fallback }
        return resolve(href, against: fallback) ?? fallback
    }

    static func resolve(_ href: String, against base: URL?) -> URL? {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(string: trimmed, relativeTo: base)?.absoluteURL
    }
}

/// One pass over the tree, feeding the line composer.
final class LayoutWalk {
    let options: RenderOptions
    let baseURL: URL?
    var composer: LineComposer
    var links: [LinkTarget] = []
    private var listDepth = 0

    init(options: RenderOptions, baseURL: URL?) {
        self.options = options
        self.baseURL = baseURL
        composer = LineComposer(width: options.width)
    }

    func visit(_ node: Node, style: Style, link: Int?) {
        if let text = node as? TextNode {
            composer.addText(text.text, style: style, link: link)
            return
        }
        guard let element = node as? Element, !HiddenContent.isHidden(element) else { return }
        let name = element.name
        var style = style.adding(ElementCategory.attributes(for: name))
        var link = link

        switch name {
        case "br":
            composer.lineBreak()
            return
        case "wbr":
            return
        case "hr":
            let rule = String(repeating: options.unicodeGraphics ? "─" : "-", count: max(options.width - composer.indent, 1))
            composer.addLine([Span(text: rule, style: Style(role: .marker))])
            return
        case "img":
            visitImage(element, style: style, link: link)
            return
        case "input", "button", "select", "textarea":
            // A button's label is its text, so its children are not visited again.
            FormControlLabel(element: element).map { composer.addSeparateAtom($0.text, style: $0.style, link: link) }
            return
        case "a":
            if let href = element.attribute("href") {
                link = addLink(href: href)
                style = style.with(role: .link).adding(.underline)
                if options.numberLinks, let link {
                    composer.addAtom("[\(links[link].number)]", style: Style(role: .marker), link: link)
                }
            }
        default:
            break
        }

        if ElementCategory.headings.contains(name) {
            style = style.adding(.bold).with(role: .heading)
        }
        let isSpaced = ElementCategory.spacedBlocks.contains(name) && !(listDepth > 0 && (name == "ul" || name == "ol"))
        let isBlock = isSpaced || ElementCategory.blocks.contains(name)
        if isBlock { composer.blockBoundary(blankLines: isSpaced ? 1 : 0) }

        let savedIndent = composer.indent
        let wasPreformatted = composer.preformatted
        switch name {
        case "pre", "listing", "xmp", "plaintext": composer.preformatted = true
        case "blockquote", "dd": composer.indent += 2
        case "ul", "ol", "menu": listDepth += 1
        case "li": startListItem(element)
        case "td", "th": composer.addSpace()
        default: break
        }

        for child in element.children { visit(child, style: style, link: link) }

        switch name {
        case "ul", "ol", "menu": listDepth -= 1
        default: break
        }
        // The boundary flushes the last word, which must still get this block's indent.
        if isBlock { composer.blockBoundary(blankLines: isSpaced ? 1 : 0) }
        composer.preformatted = wasPreformatted
        composer.indent = savedIndent
    }

    private func visitImage(_ element: Element, style: Style, link: Int?) {
        guard let alt = element.attribute("alt") else {
            composer.addSeparateAtom("[img]", style: style, link: link)
            return
        }
        let label = alt.split(whereSeparator: { $0.isHTMLWhitespace }).joined(separator: " ")
        guard !label.isEmpty else { return } // alt="" marks decoration
        composer.addSeparateAtom("[\(label)]", style: style, link: link)
    }

    private func addLink(href: String) -> Int {
        let number = links.count + 1
        links.append(LinkTarget(number: number, href: href, url: BaseURL.resolve(href, against: baseURL)))
        return links.count - 1
    }

    private func startListItem(_ element: Element) {
        let list = element.parent as? Element
        let marker: String
        if list?.name == "ol", let list {
            marker = "\(ordinal(of: element, in: list))."
        } else {
            marker = ["*", "+", "o", "#"][min(max(listDepth - 1, 0), 3)]
        }
        composer.indent += max(marker.count + 1, 3)
        composer.setMarker(marker + " ")
    }

    private func ordinal(of item: Element, in list: Element) -> Int {
        let items = list.childElements.filter { $0.name == "li" }
        let position = items.firstIndex(where: { $0 === item }) ?? 0
        let reversed = list.hasAttribute("reversed")
        let start = list.attribute("start").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            ?? (reversed ? items.count : 1)
        return reversed ? start - position : start + position
    }
}
