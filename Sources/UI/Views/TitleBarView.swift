import Render
/// The top line: the page's title and URL, in reverse video.
package struct TitleBarView {
    package let page: PageView?
    /// Below the tab line while there is one.
    package var row = 0
    package let columns: Int

    package static let style = Style(attributes: [.reverse, .bold])
    /// A stale copy (a failed visit) says so in words, underlined: not by colour alone.
    package static let staleText = " [stale copy]"
    package static let staleStyle = Style(attributes: [.reverse, .bold, .underline])

    package func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(row: row, column: 0, count: columns, style: Self.style)
        guard let page else {
            buffer.write(" turbo-tui", row: row, column: 0, style: Self.style)
            return
        }
        var end = buffer.write(" \(page.title)", row: row, column: 0, style: Self.style)
        if page.staleBecause != nil { end = buffer.write(Self.staleText, row: row, column: end, style: Self.staleStyle) }
        let url = page.url.absoluteString
        guard page.title != url, end + 3 < columns else { return }
        buffer.write(" — \(url)", row: row, column: end, style: Style(attributes: .reverse))
    }
}
