/// The root of a parsed page.
public final class Document: Node {
    override public init() {}

    public var documentElement: Element? { children.lazy.compactMap { $0 as? Element }.first }

    public var head: Element? { documentElement?.childElements.first(where: { $0.name == "head" }) }

    public var body: Element? { documentElement?.childElements.first(where: { $0.name == "body" }) }

    /// The text of the first `<title>`, whitespace collapsed; empty when none.
    public var title: String {
        guard let title = firstDescendant(where: { $0.name == "title" }) else { return "" }
        return title.textContent.split(whereSeparator: { $0.isHTMLWhitespace }).joined(separator: " ")
    }

    public func element(withID id: String) -> Element? {
        firstDescendant(where: { $0.attribute("id") == id })
    }

    /// `content` of `<meta name="NAME">`, as Turbo reads its settings.
    public func metaContent(named name: String) -> String? {
        firstDescendant(where: { $0.name == "meta" && $0.attribute("name") == name })?.attribute("content")
    }
}

extension Character {
    /// The ASCII whitespace of the HTML standard (space, tab, LF, FF, CR).
    var isHTMLWhitespace: Bool {
        self == " " || self == "\n" || self == "\t" || self == "\r" || self == "\u{0C}" || self == "\r\n"
    }
}
