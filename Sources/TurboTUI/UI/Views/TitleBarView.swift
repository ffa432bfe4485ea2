/// The top line: the page's title and URL, in reverse video.
struct TitleBarView {
    let page: PageView?
    let columns: Int

    static let style = Style(attributes: [.reverse, .bold])

    func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(row: 0, column: 0, count: columns, style: Self.style)
        guard let page else {
            buffer.write(" turbo-tui", row: 0, column: 0, style: Self.style)
            return
        }
        let end = buffer.write(" \(page.title)", row: 0, column: 0, style: Self.style)
        let url = page.url.absoluteString
        guard page.title != url, end + 3 < columns else { return }
        buffer.write(" — \(url)", row: 0, column: end, style: Style(attributes: .reverse))
    }
}
