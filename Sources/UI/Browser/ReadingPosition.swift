import Render
/// Where the reader is in a page, independent of the width it is laid out
/// at: the number of visible characters above the top row. A resize lays
/// the page out again and scrolls back to the same text.
package struct ReadingPosition: Equatable {
    package let charactersAbove: Int
    /// Whether the top row held no text: the reader then stays on the
    /// blank row that follows the text above (the top of the page, the gap
    /// after a paragraph), not on the next row with text.
    package let topIsBlank: Bool

    package init(top: Int, in lines: [StyledLine]) {
        charactersAbove = lines.prefix(max(top, 0)).reduce(0) { $0 + Self.count($1) }
        topIsBlank = lines.indices.contains(max(top, 0)) && Self.count(lines[max(top, 0)]) == 0
    }

    package func row(in lines: [StyledLine]) -> Int {
        var seen = 0
        for (row, line) in lines.enumerated() {
            let count = Self.count(line)
            // Blank rows hold no text: the position is at the next row that
            // does, unless the reader was on a blank row.
            if seen >= charactersAbove && (count > 0 || topIsBlank) { return row }
            seen += count
        }
        return max(lines.count - 1, 0)
    }

    /// Rules and borders (marker spans) are as long as the width: they
    /// would move the position, so only the page's text counts. An image
    /// counts as one character, whatever its alt text: that is cut to an
    /// inline box, whole on a block's row or when the image cannot be shown,
    /// and the text after it must stay where it is whichever it becomes.
    private static func count(_ line: StyledLine) -> Int {
        if let image = line.image { return image.row == 0 && !image.slot.label.isEmpty ? 1 : 0 }
        guard !line.cellImages.isEmpty else {
            return line.spans.reduce(0) { total, span in
                span.style.role == .marker ? total : total + span.text.unicodeScalars.filter { $0 != " " }.count
            }
        }
        let labels = line.cellImages.filter { $0.row == 0 && !$0.slot.label.isEmpty }
            .map { $0.slot.column..<($0.slot.column + $0.slot.labelColumns) }
        var total = labels.count
        var x = 0
        for span in line.spans {
            for character in span.text {
                if span.style.role != .marker, character != " ", !labels.contains(where: { $0.contains(x) }) {
                    total += character.unicodeScalars.count
                }
                x += TextWidth.columns(character)
            }
        }
        return total
    }
}
