/// `:lang()`: an element's language is its own or its nearest ancestor's
/// `lang` (`xml:lang` wins on the same element), else the page's default
/// from `<meta http-equiv="content-language">` (HTML, 3.2.6.2); compared
/// with each range by RFC 4647's extended filtering (Selectors 4, 13.2),
/// so `de` and `*-CH` both match `de-Latn-CH`.
enum LanguageRange {
    /// nil when no language is known; "" when the page says it is unknown.
    static func language(of element: Element, _ matching: SelectorMatching) -> String? {
        var current: Element? = element
        while let candidate = current {
            // `xml:lang` is in the XML namespace on SVG and MathML elements
            // only (the parser adjusts it there, `AttributeNamespace`).
            if candidate.namespace != .html, let xml = candidate.attribute("xml:lang") { return xml }
            if let lang = candidate.attribute("lang") { return lang }
            current = candidate.parent as? Element
        }
        return matching.documentLanguage(for: element)
    }

    /// The pragma-set default language: a single language in the last such `<meta>`.
    static func documentLanguage(below root: Node) -> String? {
        var language: String?
        DocumentWalk.forEachElement(below: root) { element in
            if element.name == "meta", element.attribute("http-equiv").map({ ASCIICase.equal($0, "content-language") }) == true,
               let content = element.attribute("content"), !content.contains(",") {
                let trimmed = String(content.drop(while: \.isHTMLWhitespace).reversed().drop(while: \.isHTMLWhitespace).reversed())
                if !trimmed.isEmpty { language = trimmed }
            }
            return true
        }
        return language
    }

    static func matches(_ language: String, range: String) -> Bool {
        let tags = language.split(separator: "-", omittingEmptySubsequences: false).map { ASCIICase.lowercased(String($0)) }
        let ranges = range.split(separator: "-", omittingEmptySubsequences: false).map { ASCIICase.lowercased(String($0)) }
        guard !language.isEmpty, !range.isEmpty, ranges[0] == "*" || ranges[0] == tags[0] else { return false }
        var next = 1
        for wanted in ranges.dropFirst() where wanted != "*" {
            // Skip the tag's other subtags up to a singleton, which ends the search.
            while true {
                guard next < tags.count else { return false }
                if tags[next] == wanted { next += 1; break }
                if tags[next].count == 1 { return false }
                next += 1
            }
        }
        return true
    }
}
