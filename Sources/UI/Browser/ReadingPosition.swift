/// Where the reader is in a page, independent of the width it is laid out
/// at: the number of visible characters above the top row. A resize lays
/// the page out again and scrolls back to the same text.
package struct ReadingPosition: Equatable {
    package let charactersAbove: Int
    /// Whether the top row held no text: the reader then stays on the
    /// blank row that follows the text above (the top of the page, the gap
    /// after a paragraph), not on the next row with text.
    package let topIsBlank: Bool

    /// The position of `top` in a layout whose characters are counted (`ReadingIndex`).
    package init(top: Int, in index: ReadingIndex) {
        let top = max(top, 0)
        charactersAbove = index.charactersAbove(min(top, index.rows))
        topIsBlank = top < index.rows && index.characters(on: top) == 0
    }

    /// The first row with this position's text at its top: the first with
    /// as many characters above, skipping the blank rows before the next text
    /// unless the reader was on a blank row.
    package func row(in index: ReadingIndex) -> Int {
        let last = max(index.rows - 1, 0)
        var row = index.firstRow(withCharactersAbove: charactersAbove)
        if !topIsBlank {
            while row < index.rows, index.characters(on: row) == 0 { row += 1 }
        }
        return min(row, last)
    }
}
