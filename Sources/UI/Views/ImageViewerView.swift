import Images
import Render

/// The image viewer over the whole screen: a title line with the alt text,
/// the image centred at its largest box (or why it is not shown), its URL,
/// and the keys.
package struct ImageViewerView {
    package let viewer: ImageViewer
    /// The image as the page's cache has it, if it is there.
    package let entry: ImageCache.Entry?
    package let size: ScreenSize
    /// Whether images are drawn here at all (the setting, `i`, colours).
    package let drawsImages: Bool

    package func draw(into buffer: inout ScreenBuffer) {
        let columns = size.columns
        let title = " Image" + (viewer.label.isEmpty ? "" : ": " + viewer.label)
        buffer.fill(row: 0, column: 0, count: columns, style: TitleBarView.style)
        buffer.write(Ellipsis.cut(title, to: columns), row: 0, column: 0, style: TitleBarView.style, limit: columns)
        let top = 1
        let rows = max(size.rows - ImageViewer.chromeRows, 1)
        if let entry, let imageSize = entry.size, let grid = entry.grids[ImageViewer.box(for: imageSize, on: size)] {
            let row = top + (rows - grid.rows) / 2
            let column = (columns - grid.columns) / 2
            for y in 0..<grid.rows { buffer.place(grid, gridRow: y, row: row + y, column: column, columnLimit: columns) }
            if let pixels = grid.pixels {
                buffer.placePixels(PixelPlacement(pixels: pixels, row: row, column: column, rows: 0..<grid.rows, columns: grid.columns))
            }
        } else {
            let words: String
            switch entry?.phase {
            case .refused(let reason)?: words = reason
            case _ where !drawsImages: words = "Images are shown as their alt text here (s saves this one)"
            default: words = "Loading the image…"
            }
            buffer.write(Ellipsis.cut(words, to: columns), row: top + rows / 2, column: max((columns - TextWidth.columns(words)) / 2, 0),
                         style: .plain, limit: columns)
        }
        buffer.write(Ellipsis.cut(viewer.url, to: columns), row: size.rows - 2, column: 0, style: Style(role: .link), limit: columns)
        buffer.write(Ellipsis.cut("s: save   Esc, q, Enter: close", to: columns), row: size.rows - 1, column: 0,
                     style: Style(role: .marker).adding(.bold), limit: columns)
    }
}
