import HTML
/// A cell while its rows are being drawn: its laid-out lines and how many
/// are out already (a rowspan cell gives lines to several rows).
package struct DrawnCell {
    package enum Alignment { case left, center, right }

    package let column: Int
    package let span: Int
    package let firstRow: Int
    package let lastRow: Int
    package let width: Int
    package let alignment: Alignment
    private let lines: [StyledLine]
    private var next = 0
    private var images = ImageRowMover()

    package init(column: Int, span: Int, rows: ClosedRange<Int>, width: Int, alignment: Alignment, lines: [StyledLine]) {
        self.column = column
        self.span = span
        firstRow = rows.lowerBound
        lastRow = rows.upperBound
        self.width = width
        self.alignment = alignment
        self.lines = lines
    }

    package var remaining: Int { lines.count - next }

    /// The next line, padded to the cell's width, onto `spans` (the table's
    /// line: an array per cell and line was made, then copied into it);
    /// blank once the lines run out. Its image rows go into `images`, moved
    /// to `column`, where the cell starts in the table's line. A row of an
    /// image is aligned as the whole box, so its rows stay one above the other.
    package mutating func takeLine(at column: Int, images: inout [ImageRow], into spans: inout [Span]) {
        guard next < lines.count else {
            spans.append(Span.blank(width))
            return
        }
        let line = lines[next]
        next += 1
        let extent = line.image == nil && line.cellImages.isEmpty ? line.width : max(line.width, line.imageReach)
        let room = max(width - extent, 0)
        let before = alignment == .right ? room : (alignment == .center ? room / 2 : 0)
        if before > 0 { spans.append(Span.blank(before)) }
        spans += line.spans
        let after = width - before - line.width
        if after > 0 { spans.append(Span.blank(after)) }
        if line.image != nil || !line.cellImages.isEmpty { images += self.images.rows(of: line, by: column + before) }
    }

    package static func alignment(of cell: Element) -> Alignment {
        let value = (cell.attribute("align") ?? (cell.parent as? Element)?.attribute("align"))?.lowercased()
        switch value {
        case "right": return .right
        case "center", "middle": return .center
        case "left", "justify": return .left
        default: return cell.name == "th" ? .center : .left
        }
    }
}
