import HTML
import Base
/// A textarea drawn as a box of `rows` lines by `cols` columns (capped to
/// the room there is), its text inside, as a block of its own.
package struct TextareaBox {
    package let isDisabled: Bool
    private let rows: Int
    private let columns: Int
    private let text: String
    private let unicode: Bool

    package init(element: Element, unicode: Bool, maximumWidth: Int) {
        isDisabled = element.hasAttribute("disabled")
            || element.closestAncestor(where: { $0.name == "fieldset" && $0.hasAttribute("disabled") }) != nil
        rows = min(max(element.attribute("rows").flatMap { HTMLInteger.parseNonNegative($0, atMost: 10) } ?? 2, 1), 10)
        columns = max(min(element.attribute("cols").flatMap { HTMLInteger.parseNonNegative($0, atMost: 1000) } ?? 40, maximumWidth - 2), 1)
        var text = element.textContent
        if text.hasPrefix("\n") { text.removeFirst() } // the parser keeps it; browsers drop it
        self.text = text
        self.unicode = unicode
    }

    package func lines(field: Int) -> [[Span]] {
        let frame = Style(role: isDisabled ? .disabled : .marker)
        let inside = Style(attributes: isDisabled ? [.dim] : [], role: isDisabled ? .disabled : .field)
        let horizontal = String(repeating: unicode ? "─" : "-", count: columns)
        var result: [[Span]] = [[Span(text: (unicode ? "┌" : "+") + horizontal + (unicode ? "┐" : "+"), style: frame)]]
        let side = Span(text: unicode ? "│" : "|", style: frame)
        for row in wrappedRows() {
            let padding = String(repeating: " ", count: max(columns - TextWidth.columns(row), 0))
            result.append([side, Span(text: row + padding, style: inside, field: field), side])
        }
        result.append([Span(text: (unicode ? "└" : "+") + horizontal + (unicode ? "┘" : "+"), style: frame)])
        return result
    }

    /// The text's first `rows` rows, lines cut at the box's width; control
    /// characters are made visible before measuring, since that widens them.
    private func wrappedRows() -> [String] {
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var row = ""
            var width = 0
            for character in TerminalSafeText.sanitize(String(line.filter { $0 != "\r" })) {
                let columnsNeeded = TextWidth.columns(character)
                if width + columnsNeeded > columns {
                    result.append(row)
                    row = ""
                    width = 0
                }
                row.append(character)
                width += columnsNeeded
            }
            result.append(row)
            if result.count >= rows { break }
        }
        while result.count < rows { result.append("") }
        return Array(result.prefix(rows))
    }
}
