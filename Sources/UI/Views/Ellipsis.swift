import Render
/// Text cut to a width with "…" where it was cut, so a reader sees that
/// something is missing (a title bar cut mid-URL read as a wrong URL).
package enum Ellipsis {
    /// `text` whole if it fits in `columns`, else its start and "…" in `columns`.
    package static func cut(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        let kept = TextWidth.prefix(text, fitting: columns)
        guard kept.text.count < text.count else { return text }
        return TextWidth.prefix(text, fitting: columns - 1).text + "…"
    }
}
