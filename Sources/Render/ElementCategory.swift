/// How layout treats an element by its name.
package enum ElementCategory {
    /// Never drawn, with everything inside.
    package static let hidden: Set<String> = [
        "head", "script", "style", "template", "title", "meta", "link", "base", "datalist", "param", "source", "track",
    ]

    /// Blocks separated from their neighbours by an empty line.
    package static let spacedBlocks: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "blockquote", "pre", "table", "figure",
        "fieldset", "address", "details", "menu", "listing", "xmp", "plaintext",
    ]

    /// Blocks that only start and end lines.
    package static let blocks: Set<String> = [
        "html", "body", "div", "section", "article", "header", "footer", "nav", "main", "aside", "form", "li",
        "dt", "dd", "figcaption", "summary", "legend", "caption", "tr", "center", "hgroup", "search", "dialog",
        "turbo-frame", "noscript", "option", "optgroup", "tbody", "thead", "tfoot", "dir",
    ]

    package static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    package static func attributes(for name: String) -> TextAttributes {
        switch name {
        case "b", "strong", "th": return .bold
        case "i", "em", "cite", "var", "dfn": return .italic
        case "u", "ins": return .underline
        case "s", "strike", "del": return .strikethrough
        case "mark": return .reverse
        default: return []
        }
    }
}
