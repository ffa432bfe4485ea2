import Foundation
import UI

/// `tmux capture-pane -p -e` read back into cells with their colours and
/// attributes, as `/work/shared/tools/screen-cells` reads it: what the real
/// binary put on a real terminal, reverse video applied.
struct CapturedScreen {
    struct Cell: Equatable {
        var text: Character
        /// SGR colour names: "d" (the terminal's default), "0"-"15", "n" for 38;5;n, "#rrggbb".
        var foreground = "d"
        var background = "d"
        var reverse = false
        var underline = false
        var bold = false

        var shownForeground: String { reverse ? background : foreground }
        var shownBackground: String { reverse ? foreground : background }
        /// The rule of `screen-cells --illegible`: the same colour on both
        /// sides, other than the terminal's own default (reversed default is legible).
        var isLegible: Bool { text == " " || shownForeground != shownBackground || shownForeground == "d" }
    }

    let rows: [[Cell]]

    init(_ capture: String) {
        var rows: [[Cell]] = []
        var pen = Cell(text: " ")
        for line in capture.components(separatedBy: "\n") {
            var row: [Cell] = []
            var characters = Substring(line)
            while let first = characters.first {
                if first == "\u{1B}", characters.dropFirst().first == "[",
                   let end = characters.firstIndex(where: { $0 == "m" }) {
                    let parameters = characters[characters.index(characters.startIndex, offsetBy: 2)..<end]
                    Self.apply(parameters.replacingOccurrences(of: ":", with: ";"), to: &pen)
                    characters = characters[characters.index(after: end)...]
                    continue
                }
                pen.text = first
                row.append(pen)
                characters = characters.dropFirst()
            }
            rows.append(row)
        }
        self.rows = rows
    }

    private static func apply(_ parameters: String, to pen: inout Cell) {
        let numbers = parameters.isEmpty ? [0] : parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: pen = Cell(text: " ")
            case 1: pen.bold = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22: pen.bold = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = "\(number - 30)"
            case 39: pen.foreground = "d"
            case 40...47: pen.background = "\(number - 40)"
            case 49: pen.background = "d"
            case 90...97: pen.foreground = "\(number - 90 + 8)"
            case 100...107: pen.background = "\(number - 100 + 8)"
            case 38, 48:
                var value = "d"
                if index + 2 < numbers.count, numbers[index + 1] == 5 {
                    value = "\(numbers[index + 2])"
                    index += 2
                } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
                    value = "#" + numbers[(index + 2)...(index + 4)].map { String(format: "%02x", $0) }.joined()
                    index += 4
                }
                if number == 38 { pen.foreground = value } else { pen.background = value }
            default: break
            }
            index += 1
        }
    }

    /// Cells that cannot be read, as "row,column 'x' fg/bg".
    var illegibleCells: [String] {
        rows.enumerated().flatMap { row, cells in
            cells.enumerated().filter { !$0.element.isLegible }.map { column, cell in
                "\(row),\(column) '\(cell.text)' \(cell.shownForeground)/\(cell.shownBackground)"
            }
        }
    }

    /// The cells of the first occurrence of `text`.
    func cells(of text: String) -> [Cell]? {
        for cells in rows {
            let line = String(cells.map(\.text))
            guard let range = line.range(of: text) else { continue }
            let start = line.distance(from: line.startIndex, to: range.lowerBound)
            return Array(cells[start..<(start + text.count)])
        }
        return nil
    }
}
