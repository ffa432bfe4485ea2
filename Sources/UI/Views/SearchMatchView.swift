import Render
/// Marks what `/` found on the visible rows of a page so that matches stand
/// out without colour too: the current match (the first on the row `n` and
/// `N` went to) in reverse video and bold, the others bold and underlined.
package struct SearchMatchView {
    package let query: String
    package let page: PageView
    package let area: Rect
    /// The page row of the current match.
    package var currentRow: Int?

    package func draw(into buffer: inout ScreenBuffer) {
        let needle = query.lowercased()
        guard !needle.isEmpty else { return }
        for offset in 0..<area.rows {
            let index = page.scrollTop + offset
            guard page.lines.indices.contains(index) else { break }
            for (number, columns) in Self.matches(of: needle, in: page.lines[index].text).enumerated() {
                let start = area.column + columns.lowerBound
                let end = min(area.column + columns.upperBound, area.column + area.columns)
                guard start < end else { continue }
                let mark: TextAttributes = index == currentRow && number == 0 ? [.reverse, .bold] : [.bold, .underline]
                buffer.restyle(rows: (area.row + offset)..<(area.row + offset + 1), columns: start..<end) {
                    var style = $0
                    // A match inside the focused link keeps one reverse: the current one shows as not reversed.
                    style.attributes.formSymmetricDifference(mark.intersection(.reverse))
                    return style.adding(mark.subtracting(.reverse))
                }
            }
        }
    }

    /// Column ranges of each match of `needle` (already lowercase) in `text`.
    package static func matches(of needle: String, in text: String) -> [Range<Int>] {
        let haystack = Array(text)
        let pattern = Array(needle)
        guard pattern.count <= haystack.count else { return [] }
        var ranges: [Range<Int>] = []
        var column = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            let width = TextWidth.columns(haystack[index])
            if haystack[index..<(index + pattern.count)].map({ Character($0.lowercased()) }) == pattern {
                let matchWidth = haystack[index..<(index + pattern.count)].reduce(0) { $0 + TextWidth.columns($1) }
                ranges.append(column..<(column + matchWidth))
                column += matchWidth
                index += pattern.count
            } else {
                column += width
                index += 1
            }
        }
        return ranges
    }
}
