/// Marks what `/` found on the visible rows of a page, in reverse video and
/// bold, so that matches stand out without colour too.
struct SearchMatchView {
    let query: String
    let page: PageView
    let area: Rect

    func draw(into buffer: inout ScreenBuffer) {
        let needle = query.lowercased()
        guard !needle.isEmpty else { return }
        for offset in 0..<area.rows {
            let index = page.scrollTop + offset
            guard page.lines.indices.contains(index) else { break }
            for columns in Self.matches(of: needle, in: page.lines[index].text) {
                let start = area.column + columns.lowerBound
                let end = min(area.column + columns.upperBound, area.column + area.columns)
                guard start < end else { continue }
                buffer.restyle(rows: (area.row + offset)..<(area.row + offset + 1), columns: start..<end) {
                    $0.adding([.reverse, .bold])
                }
            }
        }
    }

    /// Column ranges of each match of `needle` (already lowercase) in `text`.
    static func matches(of needle: String, in text: String) -> [Range<Int>] {
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
