/// Draws the rows of a table whose column widths are known: cell lines
/// side by side, and (for bordered tables) the rules between rows with the
/// right junctions where rowspan and colspan interrupt them.
package struct TableRowDrawer {
    package let widths: [Int]
    package let bordered: Bool
    package let box: BoxDrawing
    private let frame = Style(role: .marker)

    /// Columns between two neighbouring cells: ` │ ` or two spaces.
    package var separator: Int { bordered ? 3 : 2 }

    package var totalWidth: Int {
        widths.reduce(0, +) + separator * max(widths.count - 1, 0) + (bordered ? 4 : 0)
    }

    package func width(column: Int, span: Int) -> Int {
        widths[column..<(column + span)].reduce(0, +) + separator * (span - 1)
    }

    /// Boundaries (0...columns) where a cell of this row starts or ends.
    package func edges(_ cells: [DrawnCell]) -> [Bool] {
        var edges = Array(repeating: false, count: widths.count + 1)
        for cell in cells {
            edges[cell.column] = true
            edges[cell.column + cell.span] = true
        }
        return edges
    }

    /// One text line of a row: every cell gives its next line. `column`:
    /// where the table starts in the page's line (its images' place).
    package func contentLine(_ cells: inout [DrawnCell], column: Int = 0) -> StyledLine {
        var spans: [Span] = []
        var images: [ImageRow] = []
        spans.reserveCapacity(cells.count * 4 + 1)
        var x = column
        for index in cells.indices {
            if bordered {
                spans.append(index == 0 ? Span(text: box.vertical + " ", style: frame, width: 2)
                                        : Span(text: " " + box.vertical + " ", style: frame, width: 3))
                x += index == 0 ? 2 : 3
            } else if index > 0 {
                spans.append(Span(text: "  ", width: 2))
                x += 2
            }
            cells[index].takeLine(at: x, images: &images, into: &spans)
            x += cells[index].width
        }
        if bordered { spans.append(Span(text: " " + box.vertical, style: frame, width: 2)) }
        return StyledLine(spans: spans, cellImages: images)
    }

    /// The rule above a row (`below` are its cells, nil after the last row)
    /// and under the row whose edges are `above` (nil before the first).
    /// A rowspan cell crossing the rule gives it a line of its text instead.
    package func rule(above: [Bool]?, below cells: inout [DrawnCell], belowEdges: [Bool]?, row: Int, column start: Int = 0) -> StyledLine {
        let columns = widths.count
        var crossing = Array(repeating: false, count: columns)
        var crossingCell: [Int: Int] = [:]
        for (index, cell) in cells.enumerated() where cell.firstRow < row {
            crossingCell[cell.column] = index
            for column in cell.column..<(cell.column + cell.span) { crossing[column] = true }
        }
        func junction(_ boundary: Int) -> Span {
            let text = box.junction(up: above?[boundary] ?? false, down: belowEdges?[boundary] ?? false,
                                    left: boundary > 0 && !crossing[boundary - 1],
                                    right: boundary < columns && !crossing[boundary])
            return Span(text: text, style: frame, width: 1)
        }
        var spans: [Span] = []
        var images: [ImageRow] = []
        spans.reserveCapacity(columns * 4 + 1)
        var x = start
        var column = 0
        while column < columns {
            spans.append(junction(column))
            if let index = crossingCell[column] {
                spans.append(Span(text: " ", width: 1))
                cells[index].takeLine(at: x + 2, images: &images, into: &spans)
                spans.append(Span(text: " ", width: 1))
                x += cells[index].width + 3
                column += cells[index].span
            } else {
                x += widths[column] + 3
                spans.append(Span(text: Span.repeated(box.horizontal, count: widths[column] + 2), style: frame,
                                  width: widths[column] + 2))
                column += 1
            }
        }
        spans.append(junction(columns))
        return StyledLine(spans: spans, cellImages: images)
    }
}
