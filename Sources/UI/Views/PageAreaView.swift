import Images
import Render

/// A page's visible rows in a rectangle, links to pages already seen as
/// visited, the focused link or field in reverse video of its own colours
/// (it stands out without colour too), the user's input over the fields,
/// and images drawn into their boxes (`StyledLine.image`).
package struct PageAreaView {
    package let page: PageView
    package let area: Rect
    package var editor: FieldOverlayView.Typing?
    package var busyButton: BusyButton?
    package var visited = VisitedLinks()

    package func draw(into buffer: inout ScreenBuffer) {
        for row in area.rowRange { buffer.fill(row: row, column: area.column, count: area.columns, style: .plain) }
        let lines = page.lines
        let links = page.rendered.links
        var pixels = PagePixels()
        let focusedImage = page.focusedImage
        for offset in 0..<area.rows {
            let index = page.scrollTop + offset
            guard lines.indices.contains(index) else { break }
            // The focused image's label row (Tab stops on an image in no link).
            let isFocusedImage = focusedImage != nil && lines[index].image?.slot === focusedImage && lines[index].image?.row == 0
            // An image's row once drawn: its cells instead of the alt text, which
            // stays over it only where the focus is on it (the image or its link).
            if let image = lines[index].image, let grid = page.images.grid(image.slot.url, box: image.slot.box) {
                buffer.place(grid, gridRow: image.row, row: area.row + offset, column: area.column + image.slot.column,
                             columnLimit: area.column + area.columns)
                let focused = isFocusedImage || lines[index].spans.contains(where: { $0.link != nil && $0.link == page.focusedLink })
                pixels.note(image, grid: grid, row: area.row + offset, covered: focused)
                guard focused else { continue }
            }
            var x = area.column
            for span in lines[index].spans {
                var style = span.style
                if let link = span.link, style.role == .link, links.indices.contains(link),
                   let url = links[link].url, visited.contains(url) {
                    style = style.with(role: .visited)
                }
                if isFocusedImage || span.link.map({ $0 == page.focusedLink }) == true {
                    style = style.adding(.reverse)
                } else if let field = span.field, field == page.focusedField {
                    style = style.adding(.reverse)
                }
                buffer.write(span.text, row: area.row + offset, column: x, style: style, limit: area.column + area.columns)
                x += span.width
                if x >= area.column + area.columns { break }
            }
            drawCellImages(of: lines[index], row: area.row + offset, focusedImage: focusedImage, into: &buffer, pixels: &pixels)
        }
        pixels.place(into: &buffer, area: area)
        FieldOverlayView(page: page, area: area, editor: editor, busyButton: busyButton).draw(into: &buffer)
    }

    /// The images at a column of this line (a table's cells', inline boxes),
    /// over its text: each grid's row at its box, and on the first row the
    /// rest of its alt text cleared; the alt text of a focused link, or of the
    /// focused image, stays over its first row (reversed, as the focus is).
    private func drawCellImages(of line: StyledLine, row: Int, focusedImage: ImageSlot?, into buffer: inout ScreenBuffer,
                                pixels: inout PagePixels) {
        let limit = area.column + area.columns
        for image in line.cellImages {
            let slot = image.slot
            let column = area.column + slot.column
            if image.row == 0, slot === focusedImage {
                let label = TextWidth.prefix(TerminalSafeText.sanitize(slot.label), fitting: slot.labelColumns).text
                buffer.write(label, row: row, column: column, style: Style.plain.adding(.reverse), limit: limit)
                continue
            }
            guard let grid = page.images.grid(slot.url, box: slot.box) else { continue }
            if image.row == 0 {
                let labelColumns = slot.column..<(slot.column + max(slot.labelColumns, 1))
                if let link = page.focusedLink, line.link(over: labelColumns, only: link) != nil { continue }
                let rest = min(column + slot.labelColumns, limit) - (column + slot.box.columns)
                if rest > 0 { buffer.fill(row: row, column: column + slot.box.columns, count: rest, style: .plain) }
            }
            buffer.place(grid, gridRow: image.row, row: row, column: column, columnLimit: limit)
            pixels.note(image, grid: grid, row: row, covered: false)
        }
    }
}

/// The images of a page's area that the terminal draws in pixels: each
/// image's runs of rows on screen (consecutive lines), less a row the
/// focus's alt text stands over (its symbols show there, under the focus).
private struct PagePixels {
    private struct Shown {
        let slot: ImageSlot
        let pixels: ScaledPixels
        let firstRow: Int
        var gridRows: Range<Int>
    }

    private var shown: [Shown] = []

    mutating func note(_ image: ImageRow, grid: SymbolGrid, row: Int, covered: Bool) {
        guard let pixels = grid.pixels, !covered else { return }
        // Images side by side in a table's cells take turns on each line: the run is found by its box.
        if let last = shown.lastIndex(where: { $0.slot === image.slot }), shown[last].gridRows.upperBound == image.row,
           shown[last].firstRow + shown[last].gridRows.count == row {
            shown[last].gridRows = shown[last].gridRows.lowerBound..<(image.row + 1)
            return
        }
        shown.append(Shown(slot: image.slot, pixels: pixels, firstRow: row, gridRows: image.row..<(image.row + 1)))
    }

    func place(into buffer: inout ScreenBuffer, area: Rect) {
        for image in shown {
            let column = area.column + image.slot.column
            let columns = min(image.pixels.width / max(image.pixels.cellWidth, 1), area.column + area.columns - column)
            buffer.placePixels(PixelPlacement(pixels: image.pixels, row: image.firstRow, column: column,
                                              rows: image.gridRows, columns: columns))
        }
    }
}
