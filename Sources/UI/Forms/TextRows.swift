import Render
/// Text cut into rows of a given width, as a textarea shows it: at line
/// breaks and where the next character would not fit. Ranges index the
/// characters, so a cursor position maps to a row and column.
package enum TextRows {
    package static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var columns = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<index)
                start = index + 1
                columns = 0
                continue
            }
            let cell = TextWidth.columns(character)
            if columns + cell > width && index > start {
                rows.append(start..<index)
                start = index
                columns = 0
            }
            columns += cell
        }
        rows.append(start..<characters.count)
        return rows
    }

    /// The row holding `cursor` (a cursor at a row's end stays on that row).
    package static func row(of cursor: Int, in rows: [Range<Int>]) -> Int {
        rows.lastIndex { $0.lowerBound <= cursor } ?? 0
    }

    /// Width in columns of `characters[range]`.
    package static func columns(_ characters: [Character], _ range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + TextWidth.columns($1) }
    }
}
