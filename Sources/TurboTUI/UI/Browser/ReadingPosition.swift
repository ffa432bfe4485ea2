/// Where the reader is in a page, independent of the width it is laid out
/// at: the number of visible characters above the top row. A resize lays
/// the page out again and scrolls back to the same text.
struct ReadingPosition: Equatable {
    let charactersAbove: Int

    init(top: Int, in lines: [StyledLine]) {
        charactersAbove = lines.prefix(max(top, 0)).reduce(0) { $0 + Self.count($1) }
    }

    func row(in lines: [StyledLine]) -> Int {
        var seen = 0
        for (row, line) in lines.enumerated() {
            let count = Self.count(line)
            // Blank rows hold no text: the position is at the next row that does.
            if seen >= charactersAbove && count > 0 { return row }
            seen += count
        }
        return max(lines.count - 1, 0)
    }

    /// Rules and borders (marker spans) are as long as the width: they
    /// would move the position, so only the page's text counts.
    private static func count(_ line: StyledLine) -> Int {
        line.spans.reduce(0) { total, span in
            span.style.role == .marker ? total : total + span.text.unicodeScalars.filter { $0 != " " }.count
        }
    }
}
