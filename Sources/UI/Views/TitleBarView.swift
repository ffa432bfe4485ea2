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
    /// Fewer columns than this of a URL say nothing useful: the title alone then.
    static let shortestURL = 12

    package func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(row: row, column: 0, count: columns, style: Self.style)
        guard let page else {
            buffer.write(" turbo-tui", row: row, column: 0, style: Self.style)
            return
        }
        let stale = page.staleBecause != nil ? TextWidth.columns(Self.staleText) : 0
        var end = buffer.write(" " + Ellipsis.cut(page.title, to: columns - 1 - stale), row: row, column: 0, style: Self.style)
        if page.staleBecause != nil { end = buffer.write(Self.staleText, row: row, column: end, style: Self.staleStyle) }
        let url = page.url.absoluteString
        // The URL only when a useful part of it fits, cut with "…" where it ends: never cut mid-URL unmarked.
        let room = columns - end - 3
        guard page.title != url, room >= min(TextWidth.columns(url), Self.shortestURL) else { return }
        buffer.write(" — " + Ellipsis.cut(url, to: room), row: row, column: end, style: Style(attributes: .reverse))
    }
}
