import Render
/// Breaks text for a screen that is narrower than it: at spaces, a word
/// wider than the line cut between characters. Rows after the first start
/// with `indent` spaces. Nothing is dropped: a message or a help line cut
/// at the right edge lost its end ("A full page visit needs").
package enum WordWrap {
    package static func rows(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(width, 1)
        let margin = String(repeating: " ", count: min(max(indent, 0), width / 2))
        var rows: [String] = []
        var row = ""
        var rowWidth = 0
        var hasText = false
        func finish() {
            while row.last == " " { row.removeLast() }
            rows.append(row)
            row = margin
            rowWidth = margin.count
            hasText = false
        }
        // Runs of spaces inside a row are kept ("Tab: next   g: go"); at a break they go.
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            let gap = index > 0 && (hasText || rows.isEmpty) ? 1 : 0
            if hasText, !word.isEmpty, rowWidth + gap + TextWidth.columns(String(word)) > width {
                finish()
            } else if gap == 1 {
                row += " "
                rowWidth += 1
            }
            for character in word {
                let columns = TextWidth.columns(character)
                if hasText, rowWidth + columns > width { finish() }
                row.append(character)
                rowWidth += columns
                hasText = true
            }
        }
        if hasText || rows.isEmpty { finish() }
        return rows
    }
}
