import Base
import Render

/// The first screen of `?`: every action with its first key in force and a
/// few words, in as many columns as the width takes, read down each
/// column in the table's order (issue 34: the help took five screens at
/// 80x24). The full descriptions follow it (`HelpView.lines`).
package struct HelpGrid {
    private struct Entry {
        let name: String
        let brief: String
    }

    private let entries: [Entry]

    package init(keys: KeyMap) {
        entries = keys.rows.map { Entry(name: Self.name(of: $0), brief: $0.brief) }
    }

    /// The row's first key (the help's second part lists them all); a count
    /// before a key (`0-9 then Enter`) is `N Enter`.
    private static func name(of row: KeyBinding) -> String {
        let first = row.names.components(separatedBy: ", ").first ?? row.names
        return first.replacingAll("0-9 then ", with: "N ")
    }

    /// The grid's rows at `width` columns: the most columns that fit, each
    /// as wide as its longest key name and words.
    package func rows(width: Int) -> [String] {
        for count in stride(from: 4, through: 2, by: -1) {
            let columns = split(into: count)
            let widths = columns.map(Self.width(of:))
            if widths.reduce(0, +) <= width { return Self.rows(of: columns, widths: widths) }
        }
        return entries.flatMap { WordWrap.rows("  \($0.name)  \($0.brief)", width: width, indent: 4) }
    }

    private func split(into count: Int) -> [[Entry]] {
        let height = (entries.count + count - 1) / count
        return stride(from: 0, to: entries.count, by: height).map { Array(entries[$0..<min($0 + height, entries.count)]) }
    }

    /// Two spaces, the widest key name, a space, the widest words.
    private static func width(of column: [Entry]) -> Int {
        2 + nameWidth(column) + 1 + (column.map { TextWidth.columns($0.brief) }.max() ?? 0)
    }

    private static func nameWidth(_ column: [Entry]) -> Int {
        column.map { TextWidth.columns($0.name) }.max() ?? 0
    }

    private static func rows(of columns: [[Entry]], widths: [Int]) -> [String] {
        let height = columns.first?.count ?? 0
        return (0..<height).map { row in
            var line = ""
            for (index, column) in columns.enumerated() where row < column.count {
                let entry = column[row]
                let name = entry.name + String(repeating: " ", count: nameWidth(column) - TextWidth.columns(entry.name))
                let cell = "  " + name + " " + entry.brief
                let isLast = index == columns.count - 1 || row >= columns[index + 1].count
                line += isLast ? cell : cell + String(repeating: " ", count: widths[index] - TextWidth.columns(cell))
            }
            return line
        }
    }
}
