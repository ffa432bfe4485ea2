import Render
import UI

/// A frame as a person sees it, for tests that look at colours and marks
/// rather than text alone: which cells cannot be read, which are reversed.
struct ScreenLook {
    let frame: ScreenBuffer
    let scheme: ColorScheme

    init(_ frame: ScreenBuffer, scheme: ColorScheme = .standard) {
        self.frame = frame
        self.scheme = scheme
    }

    func cell(_ row: Int, _ column: Int) -> PaintedCell { scheme.paint(frame[row, column]) }

    /// Every non-blank cell whose glyph is drawn in the colour around it,
    /// as "row,column 'x' fg/bg", empty when everything can be read.
    var illegibleCells: [String] {
        var found: [String] = []
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns where !cell(row, column).isLegible {
                let drawn = cell(row, column)
                found.append("\(row),\(column) '\(drawn.text)' \(drawn.shownForeground)/\(drawn.shownBackground)")
            }
        }
        return found
    }

    /// The columns of `text` on the first row holding it.
    func columns(of text: String) -> (row: Int, columns: Range<Int>)? {
        for row in 0..<frame.size.rows {
            let line = frame.text(ofRow: row)
            if let range = line.range(of: text) {
                let start = TextWidth.columns(String(line[..<range.lowerBound]))
                return (row, start..<(start + TextWidth.columns(text)))
            }
        }
        return nil
    }

    /// Whether every cell of `text` (spaces between its words included) has `attributes`.
    func marks(_ text: String, with attributes: TextAttributes) -> Bool {
        guard let (row, columns) = columns(of: text) else { return false }
        return columns.allSatisfy { cell(row, $0).attributes.isSuperset(of: attributes) }
    }
}
