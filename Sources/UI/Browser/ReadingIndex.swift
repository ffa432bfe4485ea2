import Render
/// The visible characters above each row of a layout, counted in one walk:
/// a `ReadingPosition` is then found in the layout, or taken from it, by a
/// search instead of a count of every row above the reader. A worker counts
/// a big page's rows where it lays the page out (`PageView.workOutWalks`),
/// so a resize's layout lands without a walk of the page on the loop
/// (issue 37: 100 ms of the 8 MB page's, while a key or the next resize waited).
package struct ReadingIndex {
    /// `above[row]`: the characters above `row`; one entry more than the
    /// rows, the last the page's whole count. Never decreasing.
    private let above: [Int]

    package init(_ lines: [StyledLine]) {
        var above: [Int] = []
        above.reserveCapacity(lines.count + 1)
        var seen = 0
        above.append(seen)
        for line in lines {
            seen += Self.count(line)
            above.append(seen)
        }
        self.above = above
    }

    package var rows: Int { above.count - 1 }

    /// The characters above `row`, for a row from 0 to `rows` (the page's whole count).
    package func charactersAbove(_ row: Int) -> Int { above[row] }

    package func characters(on row: Int) -> Int { above[row + 1] - above[row] }

    /// The first row with at least `characters` above it; `rows` if none has.
    package func firstRow(withCharactersAbove characters: Int) -> Int {
        var (low, high) = (0, rows)
        while low < high {
            let middle = (low + high) / 2
            if above[middle] >= characters { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Rules and borders (marker spans) are as long as the width: they
    /// would move the position, so only the page's text counts. An image
    /// counts as one character, whatever its alt text: that is cut to an
    /// inline box, whole on a block's row or when the image cannot be shown,
    /// and the text after it must stay where it is whichever it becomes.
    private static func count(_ line: StyledLine) -> Int {
        if let image = line.image { return image.row == 0 && !image.slot.label.isEmpty ? 1 : 0 }
        guard !line.cellImages.isEmpty else {
            var total = 0
            for span in line.spans where span.style.role != .marker { total += nonSpaceScalars(span.text) }
            return total
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

    /// The scalars of `text` other than spaces, read from its UTF-8 without
    /// making a string.
    private static func nonSpaceScalars(_ text: String) -> Int {
        var count = 0
        // A scalar starts at every byte that is not a continuation byte (10xxxxxx).
        for byte in text.utf8 where byte & 0xC0 != 0x80 && byte != 0x20 { count += 1 }
        return count
    }
}
