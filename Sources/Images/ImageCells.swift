import Base

/// The whole way from fetched bytes to symbol cells, for a worker thread:
/// decode (bounded), then let chafa scale to the box and pick symbols.
package enum ImageCells {
    /// An image's cells, and the size it was decoded at (what a page that
    /// declared no size lays its box out from).
    package struct Made: Sendable {
        package var grid: SymbolGrid
        package var size: PixelSize
    }

    package static func make(from data: [UInt8], maximumColumns: Int, maximumRows: Int,
                             declaredWidth: Int? = nil, declaredHeight: Int? = nil) throws(ImageRefusal) -> SymbolGrid {
        let image = try ImageDecoder.decode(data)
        let size = declaredSize(of: image, width: declaredWidth, height: declaredHeight)
        let box = CellBox.fitting(width: size.width, height: size.height, maximumColumns: maximumColumns, maximumRows: maximumRows)
        return try ImageLibrary.symbols(of: image, columns: box.columns, rows: box.rows)
    }

    /// The image drawn into `box` exactly (the one the page's layout
    /// reserved), or, with no box, into the one its own size gives within
    /// the limits (the same `CellBox.fitting` the layout will use).
    /// `cellPixels`: the terminal draws pixels, and the grid carries the
    /// image scaled to the box at that cell size (`SymbolGrid.pixels`).
    package static func make(from data: [UInt8], box: CellBox?, maximumColumns: Int, maximumRows: Int,
                             cellPixels: PixelSize? = nil) throws(ImageRefusal) -> Made {
        let image = try ImageDecoder.decode(data)
        let box = box ?? CellBox.fitting(width: image.width, height: image.height,
                                         maximumColumns: maximumColumns, maximumRows: maximumRows)
        var grid = try ImageLibrary.symbols(of: image, columns: box.columns, rows: box.rows)
        if let cellPixels {
            grid.pixels = ScaledPixels.scaling(image, columns: box.columns, rows: box.rows,
                                               cellWidth: cellPixels.width, cellHeight: cellPixels.height)
        }
        return Made(grid: grid, size: PixelSize(width: image.width, height: image.height))
    }

    /// One attribute alone keeps the image's own aspect ratio.
    private static func declaredSize(of image: DecodedImage, width declaredWidth: Int?, height declaredHeight: Int?) -> PixelSize {
        switch (declaredWidth, declaredHeight) {
        case let (width?, height?) where width > 0 && height > 0: PixelSize(width: width, height: height)
        case let (width?, nil) where width > 0: PixelSize(width: width, height: image.height * width / image.width)
        case let (nil, height?) where height > 0: PixelSize(width: image.width * height / image.height, height: height)
        default: PixelSize(width: image.width, height: image.height)
        }
    }
}
