import FoundationEssentials
import Base
import Images
import Render

/// The image viewer (issue 36): one image over the whole screen at the
/// largest box the terminal allows, with its alt text and URL; `s` saves it
/// through the downloads (never outside their directory), Esc, `q` or
/// Enter closes it. Hotwire Native's apps route image URLs to a native
/// viewer the same way: Enter on a link to an image or on a focused image
/// opens it, and `I` opens the focused image or the image of the focused
/// link, else the first image on screen.
package struct ImageViewer: Equatable {
    /// The image's URL, as the page's layout resolved it (the key of the page's `ImageCache`).
    package let url: String
    /// Its alt text as the page shows it (`[alt]`), or "" for none.
    package let label: String

    package init(url: String, label: String) {
        self.url = url
        self.label = label
    }

    /// The rows the viewer keeps for itself: the title, the URL and the keys.
    static let chromeRows = 3

    /// The box the image is drawn into on a screen of `size`: its own
    /// aspect ratio, as large as every column and the rows left by the
    /// title, URL and keys allow (a small image is enlarged).
    package static func box(for size: PixelSize, on screen: ScreenSize) -> CellBox {
        CellBox.fitting(width: size.width, height: size.height,
                        maximumColumns: screen.columns, maximumRows: max(screen.rows - chromeRows, 1), enlarging: true)
    }

    /// A link whose URL names an image file: Enter opens the viewer, as a native app routes it.
    package static func showsImage(_ url: URL) -> Bool {
        ["png", "jpg", "jpeg", "gif", "webp"].contains(url.pathExtension.lowercased())
    }

    /// The first image inside link `link`: a block box on a line of the
    /// link's, or a box at a column (an inline one, a table cell's) whose alt
    /// text is the link's.
    private static func image(in link: Int, of lines: [StyledLine]) -> ImageSlot? {
        for line in lines {
            if let image = line.image, line.spans.contains(where: { $0.link == link }) { return image.slot }
            for image in line.cellImages where image.row == 0 {
                let slot = image.slot
                if line.link(over: slot.column..<(slot.column + max(slot.labelColumns, 1)), only: link) != nil { return slot }
            }
        }
        return nil
    }

    /// What `I` opens on `page`: the focused image, else the image inside
    /// the focused link, else the focused link's URL when it names an image
    /// file, else the first image whose box is on the screen's `rows`.
    package static func pick(on page: PageView, rows: Int) -> ImageViewer? {
        if let slot = page.focusedImage { return ImageViewer(url: slot.url, label: slot.label) }
        let lines = page.lines
        let shown = page.scrollTop..<min(page.scrollTop + rows, lines.count)
        if let link = page.focusedLink {
            if let slot = Self.image(in: link, of: lines) { return ImageViewer(url: slot.url, label: slot.label) }
            if let url = page.rendered.links[link].url, showsImage(url) { return ImageViewer(url: url.absoluteString, label: "") }
        }
        guard !shown.isEmpty, let slot = lines[shown].lazy.compactMap(\.imageRows.first).first?.slot else { return nil }
        return ImageViewer(url: slot.url, label: slot.label)
    }
}
