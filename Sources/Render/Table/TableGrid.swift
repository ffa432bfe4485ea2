import HTML
import Base
/// A table's cells placed on a grid, colspan and rowspan resolved as the
/// HTML table model does. Holds one small record per cell, nothing more, so
/// a table of thousands of rows stays cheap.
package struct TableGrid {
    package struct Cell {
        package let element: Element
        package let column: Int
        package let columnSpan: Int
        package let rowSpan: Int
    }

    /// For each row, the cells that start in it, left to right.
    package private(set) var rows: [[Cell]] = []
    package private(set) var columnCount = 0
    package private(set) var caption: Element?

    package static let maximumColumnSpan = 1000
    package static let maximumColumns = 1000
    package static let maximumRowSpan = 65534

    package init(table: Element, isShown: (Element) -> Bool) {
        var rowElements: [Element] = []
        for child in table.childElements where isShown(child) {
            switch child.name {
            case "caption": if caption == nil { caption = child }
            case "tr": rowElements.append(child)
            case "thead", "tbody", "tfoot":
                rowElements += child.childElements.filter { $0.name == "tr" && isShown($0) }
            default: break
            }
        }
        rows.reserveCapacity(rowElements.count)
        // Row index up to which each column is taken by a rowspan from above.
        var takenUntil: [Int] = []
        for (rowIndex, row) in rowElements.enumerated() {
            var cells: [Cell] = []
            var column = 0
            for element in row.childElements where (element.name == "td" || element.name == "th") && isShown(element) {
                while column < takenUntil.count && takenUntil[column] > rowIndex { column += 1 }
                guard column < Self.maximumColumns else { break }
                let columnSpan = min(Self.span(element, "colspan", default: 1), Self.maximumColumnSpan, Self.maximumColumns - column)
                var rowSpan = Self.span(element, "rowspan", default: 1)
                if rowSpan == 0 || rowSpan > rowElements.count - rowIndex { rowSpan = rowElements.count - rowIndex }
                cells.append(Cell(element: element, column: column, columnSpan: columnSpan, rowSpan: rowSpan))
                if takenUntil.count < column + columnSpan {
                    takenUntil += Array(repeating: 0, count: column + columnSpan - takenUntil.count)
                }
                for taken in column..<(column + columnSpan) { takenUntil[taken] = rowIndex + rowSpan }
                column += columnSpan
            }
            rows.append(cells)
        }
        columnCount = takenUntil.count
    }

    /// HTML 4.9.11: colspan is a non-negative integer, 0 or none meaning 1, clamped to 1000;
    /// rowspan 0 means "to the end of the group", clamped to 65534; a bad value is 1.
    private static func span(_ element: Element, _ name: String, default fallback: Int) -> Int {
        guard let text = element.attribute(name) else { return fallback }
        if name == "colspan" {
            return max(HTMLInteger.parseNonNegative(text, atMost: maximumColumnSpan) ?? fallback, 1)
        }
        return HTMLInteger.parseNonNegative(text, atMost: maximumRowSpan) ?? fallback
    }
}
