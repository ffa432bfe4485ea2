/// A page's visible rows in a rectangle, links to pages already seen as
/// visited, the focused link or field in reverse video of its own colours
/// (it stands out without colour too), and the user's input over the fields.
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
        for offset in 0..<area.rows {
            let index = page.scrollTop + offset
            guard lines.indices.contains(index) else { break }
            var x = area.column
            for span in lines[index].spans {
                var style = span.style
                if let link = span.link, style.role == .link, links.indices.contains(link),
                   let url = links[link].url, visited.contains(url) {
                    style = style.with(role: .visited)
                }
                if let link = span.link, link == page.focusedLink {
                    style = style.adding(.reverse)
                } else if let field = span.field, field == page.focusedField {
                    style = style.adding(.reverse)
                }
                buffer.write(span.text, row: area.row + offset, column: x, style: style, limit: area.column + area.columns)
                x += span.width
                if x >= area.column + area.columns { break }
            }
        }
        FieldOverlayView(page: page, area: area, editor: editor, busyButton: busyButton).draw(into: &buffer)
    }
}
