import HTML
import Base
/// Lays out one table in two passes over its cells: the first measures
/// each cell (narrowest and natural width), keeping the lines of a cell
/// that is not plain text; the second draws row by row, using those lines
/// where the column is wide enough for them, and hands each line on at once.
package struct TableLayout {
    package let table: Element
    package let context: LayoutContext
    package let targets: PageTargets
    package let style: Style

    /// Room for a cell's natural width: effectively unbounded.
    private static let unbounded = 100_000

    /// False, with nothing drawn, when even the narrowest columns do not fit:
    /// the caller then lays the cells out one after another. `column`: where
    /// the table's lines start in the page (its cells' images are placed by it).
    package func render(width: Int, column: Int = 0, emit: (StyledLine) -> Void) -> Bool {
        let grid = TableGrid(table: table, isShown: isShown)
        let border = table.attribute("border").map { CSSText.trimmed($0) != "0" } ?? false
        let columns = grid.columnCount
        guard columns > 0 else {
            if let caption = grid.caption {
                var mover = ImageRowMover()
                for line in lines(of: caption, width: width, measured: nil) {
                    emit(StyledLine(spans: line.spans, cellImages: mover.rows(of: line, by: column)))
                }
            }
            return true
        }
        let probe = TableRowDrawer(widths: Array(repeating: 0, count: columns), bordered: border,
                                   box: BoxDrawing(unicode: context.options.unicodeGraphics))
        // A nested table measured by its parent's measuring walk keeps no lines:
        // that walk's numbering of links is not the drawing's.
        var measured: [MeasuredCell?] = []
        let needs = context.tableMeasurements?.needs(of: table) { measure(grid, keeping: &measured) }
            ?? measure(grid, keeping: &measured)
        let widths = ColumnWidths.compute(needs: needs, columns: columns, separator: probe.separator,
                                          available: max(width - probe.totalWidth, columns))
        let drawer = TableRowDrawer(widths: widths, bordered: border, box: probe.box)
        guard drawer.totalWidth <= width else { return false }
        // A measuring walk keeps only widths, and every line of a drawn table is
        // `totalWidth` wide: one line says the same. Drawing here would lay out each
        // nested table twice per level (measure, then draw), 2^depth times in all.
        if context.isMeasuring {
            emit(StyledLine(spans: [Span.blank(drawer.totalWidth)]))
            return true
        }
        if let caption = grid.caption {
            var mover = ImageRowMover()
            for line in lines(of: caption, width: drawer.totalWidth, measured: nil) {
                let pad = max((drawer.totalWidth - max(line.width, line.imageReach)) / 2, 0)
                emit(StyledLine(spans: [Span.blank(pad)] + line.spans, cellImages: mover.rows(of: line, by: column + pad)))
            }
        }
        drawRows(grid, drawer: drawer, column: column, measured: &measured, emit: emit)
        return true
    }

    private func drawRows(_ grid: TableGrid, drawer: TableRowDrawer, column: Int, measured: inout [MeasuredCell?],
                          emit: (StyledLine) -> Void) {
        var cellIndex = 0
        var nextMeasured = 0
        var active: [DrawnCell] = []
        var previousEdges: [Bool]?
        // Rules that no rowspan crosses repeat from row to row: draw each kind once.
        var sameRule: (above: [Bool]?, below: [Bool], line: StyledLine)?
        for (row, starting) in grid.rows.enumerated() {
            for cell in starting {
                let width = drawer.width(column: cell.column, span: cell.columnSpan)
                var kept: MeasuredCell?
                if nextMeasured < measured.count, measured[nextMeasured]?.cell == cellIndex {
                    // Moved out, its lines going with the row: memory holds what is not drawn yet
                    // (a copy and a clearing were a retain and a release of each of its references).
                    kept = measured[nextMeasured].take()
                    nextMeasured += 1
                }
                cellIndex += 1
                active.append(DrawnCell(column: cell.column, span: cell.columnSpan, rows: row...(row + cell.rowSpan - 1),
                                        width: width, alignment: DrawnCell.alignment(of: cell.element),
                                        lines: lines(of: cell.element, width: width, measured: kept)))
            }
            active = filledAndOrdered(active, row: row, drawer: drawer)
            let edges = drawer.edges(active)
            if drawer.bordered {
                if active.contains(where: { $0.firstRow < row }) {
                    emit(drawer.rule(above: previousEdges, below: &active, belowEdges: edges, row: row, column: column))
                } else if let rule = sameRule, rule.above == previousEdges, rule.below == edges {
                    emit(rule.line)
                } else {
                    let line = drawer.rule(above: previousEdges, below: &active, belowEdges: edges, row: row).spans
                    let joined = StyledLine(spans: [Span(text: line.map(\.text).joinedText(), style: line[0].style,
                                                         width: line.reduce(0) { $0 + $1.width })])
                    sameRule = (previousEdges, edges, joined)
                    emit(joined)
                }
            }
            var height = 1
            for cell in active where cell.lastRow == row { height = max(height, cell.remaining) }
            for _ in 0..<height { emit(drawer.contentLine(&active, column: column)) }
            active.removeAll { $0.lastRow == row }
            previousEdges = edges
        }
        if drawer.bordered {
            var none: [DrawnCell] = []
            emit(drawer.rule(above: previousEdges, below: &none, belowEdges: nil, row: grid.rows.count))
        }
    }

    /// Cells left to right, overlapping ones (a malformed table) dropped,
    /// and empty cells where a row has fewer cells than the table has columns.
    private func filledAndOrdered(_ cells: [DrawnCell], row: Int, drawer: TableRowDrawer) -> [DrawnCell] {
        // Nearly every row is already so (each cell where the one before ended, the last at the
        // table's edge): handed back as it is, not sorted and copied cell by cell.
        var end = 0
        for cell in cells {
            guard cell.column == end else { end = -1; break }
            end += cell.span
        }
        if end == drawer.widths.count { return cells }
        var result: [DrawnCell] = []
        var column = 0
        for cell in cells.sorted(by: { $0.column < $1.column }) where cell.column >= column {
            while column < cell.column {
                result.append(DrawnCell(column: column, span: 1, rows: row...row, width: drawer.widths[column],
                                        alignment: .left, lines: []))
                column += 1
            }
            result.append(cell)
            column = cell.column + cell.span
        }
        while column < drawer.widths.count {
            result.append(DrawnCell(column: column, span: 1, rows: row...row, width: drawer.widths[column],
                                    alignment: .left, lines: []))
            column += 1
        }
        return result
    }

    /// The cells' needs, in grid order; `kept` gets, in the same order, the
    /// lines of each cell laid out here (not the plain text ones), unless this
    /// is itself a measuring walk, whose targets are scratch.
    private func measure(_ grid: TableGrid, keeping kept: inout [MeasuredCell?]) -> [ColumnWidths.Need] {
        var measuring = context
        measuring.isMeasuring = true
        measuring.tableDepth += 1
        let keeps = !context.isMeasuring
        // Each cell's links are numbered on from the cell before, as the drawing numbers them.
        let numbering = keeps ? PageTargets(recordingAfter: targets) : targets.scratch()
        var needs: [ColumnWidths.Need] = []
        var cellIndex = 0
        for cells in grid.rows {
            for cell in cells {
                if let plain = PlainCellText.measure(cell.element) {
                    needs.append(ColumnWidths.Need(column: cell.column, span: cell.columnSpan,
                                                   minimum: plain.widestWord, natural: plain.width))
                    cellIndex += 1
                    continue
                }
                let start = numbering.counts
                var walk = LayoutWalk(context: measuring, targets: numbering, width: Self.unbounded)
                walk.visitContents(of: cell.element, style: style)
                let lines = walk.finish()
                // An image's box is as wide as it asks, alt text or not.
                let natural = lines.reduce(0) { max($0, $1.width, $1.imageReach) }
                needs.append(ColumnWidths.Need(column: cell.column, span: cell.columnSpan,
                                               minimum: walk.widestWord, natural: natural))
                if keeps {
                    kept.append(MeasuredCell(cell: cellIndex, lines: lines, widthUse: walk.widthUse, targets: numbering,
                                             start: start, end: numbering.counts))
                }
                cellIndex += 1
            }
        }
        return needs
    }

    /// `measured` is handed over, not copied (a copy and its release were a retain and a
    /// release of each of its references, per cell).
    private func lines(of element: Element, width: Int, measured: consuming MeasuredCell?) -> [StyledLine] {
        if let measured, measured.widthUse.laysOutAlike(atWidth: max(width, 1)),
           targets.adopt(measured.targets, from: measured.start, to: measured.end) {
            return measured.lines
        }
        if let measured = PlainCellText.measure(element) {
            guard measured.width > 0 else { return [] }
            let plain = PlainCellText(element, collapsedWidth: measured.width)
            let style = LayoutWalk.contentStyle(of: element, inheriting: style, styleSheet: context.styleSheet)
            guard measured.width > width else { return [StyledLine(spans: Self.spans(of: plain.text, style: style))] }
            return plain.lines(width: width).map { StyledLine(spans: Self.spans(of: $0, style: style)) }
        }
        var inner = context
        inner.tableDepth += 1
        var walk = LayoutWalk(context: inner, targets: targets, width: max(width, 1))
        walk.visitContents(of: element, style: style)
        return walk.finish()
    }

    /// A plain cell's line as the composer makes it: one span in a
    /// plain cell; in a styled one (a `<th>`, an underlined cell) each word
    /// in the style and the spaces between them plain, as the composer puts
    /// a space between two words (`LineComposer.appendSpace`).
    private static func spans(of line: String, style: Style) -> [Span] {
        guard style != .plain, line.utf8.contains(0x20) else {
            return [Span(text: line, style: style, width: line.utf8.count)]
        }
        var spans: [Span] = []
        for word in line.utf8.split(separator: 0x20) {
            if !spans.isEmpty { spans.append(Span(text: " ", width: 1)) }
            spans.append(Span(text: String(Substring(word)), style: style, width: word.count))
        }
        return spans
    }

    private func isShown(_ element: Element) -> Bool {
        !HiddenContent.isHidden(element) && context.styleSheet.declarations(for: element).hidden != true
    }
}
