import HTML
/// Where `#anchor` is on a laid-out page. The layout does not record element
/// positions, so the anchor's element (`[id]`, or `a[name]`) is found in the
/// document and its text looked for among the rows: the first row that starts
/// with it. Good for headings and labelled sections, the usual targets.
package enum AnchorFinder {
    package static func row(of anchor: String, in page: PageView) -> Int? {
        guard let element = element(of: anchor, in: page) else { return nil }
        var target: Element? = element
        var text = ""
        // An empty anchor (`<a name="x"></a>`) marks the text around it, and
        // so does a heading's permalink (`<h2>Usage<a id="usage">#</a></h2>`,
        // Node's and many generated docs'): its "#" or "¶" alone would match
        // the first row that starts with that mark, a contents list's bullet.
        while let candidate = target, !text.contains(where: { $0.isLetter || $0.isNumber }) {
            text = collapsed(candidate.textContent)
            target = candidate.parent as? Element
        }
        guard !text.isEmpty else { return nil }
        let prefix = String(text.prefix(40))
        return page.lines.firstIndex { collapsed($0.text).hasPrefix(prefix) }
            ?? page.lines.firstIndex { prefix.hasPrefix(collapsed($0.text)) && !$0.isBlank }
    }

    /// The anchor's element: the one with that id, else the `<a name>`.
    package static func element(of anchor: String, in page: PageView) -> Element? {
        guard !anchor.isEmpty, case .document(let document, _) = page.content else { return nil }
        return document.element(withID: anchor) ?? document.firstDescendant(where: { $0.name == "a" && $0.attribute("name") == anchor })
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }
}
