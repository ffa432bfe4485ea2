import HTML
/// An image as text: `[alt]`, or `[img]` when it has no alt; nil for
/// `alt=""`, which marks decoration.
package enum ImageLabel {
    package static func make(_ element: Element) -> String? {
        guard let alt = element.attribute("alt") else { return "[img]" }
        let label = alt.collapsingHTMLWhitespace()
        return label.isEmpty ? nil : "[\(label)]"
    }
}
