import Render
/// Text cut into rows of a given width, as a textarea shows it: at line
/// breaks, and between words where the next character would not fit (a
/// word longer than the row is cut where it must be). A row keeps the space
/// it ends at, so every character is in a row. Ranges index the characters,
/// so a cursor position maps to a row and column.
package enum TextRows {
    package static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var columns = 0
        // The last space of the row being filled: a row that overflows ends after it.
        var lastSpace: Int?
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<index)
                start = index + 1
                columns = 0
                lastSpace = nil
                continue
            }
            let cell = TextWidth.columns(character)
            if columns + cell > width && index > start {
                let carried = lastSpace.map { Self.columns(characters, ($0 + 1)..<index) }
                if let space = lastSpace, space + 1 < index, let carried, carried + cell <= width {
                    rows.append(start..<(space + 1))
                    start = space + 1
                    columns = carried
                } else {
                    rows.append(start..<index)
                    start = index
                    columns = 0
                }
                lastSpace = nil
            }
            if character == " " { lastSpace = index }
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
