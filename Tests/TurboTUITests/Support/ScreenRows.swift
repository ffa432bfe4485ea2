import Testing
import HTML

/// Rows of a screen as text (`BrowserDriver.rows`, a terminal's rows, a tmux
/// capture), compared whole: a row reads exactly what a test says, trailing
/// spaces aside (rows are kept without them), as ratatui's tests compare
/// literal rows. `text.contains` over the joined rows would also pass for
/// text in the wrong place, cut across two rows or left over from before.
struct ScreenRows {
    let rows: [String]

    init(_ rows: [String]) { self.rows = rows }

    /// A line for each row that does not read as `expected` says, in row
    /// order; empty when all do.
    func misses(_ expected: [Int: String]) -> [String] {
        expected.sorted { $0.key < $1.key }.compactMap { row, text in
            guard rows.indices.contains(row) else { return "row \(row): not on a screen of \(rows.count) rows, expected \"\(text)\"" }
            let shown = Self.trimmed(rows[row])
            return shown == Self.trimmed(text) ? nil : "row \(row): \"\(shown)\"\n   expected \"\(Self.trimmed(text))\""
        }
    }

    func matches(_ expected: [Int: String]) -> Bool { misses(expected).isEmpty }

    /// The whole screen, each row after its number, for a failure message.
    var numbered: String {
        rows.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\(Self.trimmed($0.element))" }.joined(separator: "\n")
    }

    private static func trimmed(_ row: String) -> String {
        String(row.reversed().drop { $0 == " " }.reversed())
    }
}

/// Expects each row of `rows` named in `expected` to read exactly its text
/// (`expectRows(driver.rows, [1: "Name [Ann]"])`); a miss names the row, what
/// it reads and the whole screen.
func expectRows(_ rows: [String], _ expected: [Int: String], _ comment: Testing.Comment? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let screen = ScreenRows(rows)
    let misses = screen.misses(expected)
    guard !misses.isEmpty else { return }
    let why = comment.map { "\($0): " } ?? ""
    Issue.record("\(why)\(misses.joined(separator: "\n"))\nscreen:\n\(screen.numbered)", sourceLocation: sourceLocation)
}

/// Expects the whole screen to read `expected`, row for row.
func expectRows(_ rows: [String], _ expected: [String], _ comment: Testing.Comment? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) {
    if rows.count != expected.count {
        let why = comment.map { "\($0): " } ?? ""
        Issue.record("\(why)\(rows.count) rows, expected \(expected.count)\nscreen:\n\(ScreenRows(rows).numbered)", sourceLocation: sourceLocation)
    }
    expectRows(rows, Dictionary(uniqueKeysWithValues: expected.enumerated().map { ($0.offset, $0.element) }), comment,
               sourceLocation: sourceLocation)
}
