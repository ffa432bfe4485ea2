import Base

/// How a terminal draws an image's pixels (docs/images.md, "Pixels"):
/// DEC's sixels, kitty's graphics protocol or iTerm2's inline images.
/// Without one, images are coloured symbol cells.
package enum PixelProtocol: String, Equatable, Sendable {
    case sixel, kitty, iterm
}

/// What the terminal was found to draw (`GraphicsQuestion`): its pixel
/// protocol, nil for symbols, and its cell in pixels when it told.
package struct GraphicsChoice: Equatable, Sendable {
    package var pixels: PixelProtocol?
    package var cell: PixelSize?

    package init(pixels: PixelProtocol?, cell: PixelSize?) {
        self.pixels = pixels
        self.cell = cell
    }

    /// The cell the images' pixels are scaled for: the one the terminal
    /// gave, else 8x16 (kitty scales to the cells itself; sixel is only
    /// chosen with a known cell).
    package var cellForPixels: PixelSize {
        cell ?? PixelSize(width: CellBox.cellWidth, height: CellBox.cellHeight)
    }
}
