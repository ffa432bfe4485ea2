/// The whole way from fetched bytes to symbol cells, for a worker thread:
/// decode (bounded), then let chafa scale to the box and pick symbols.
package enum ImageCells {
    package static func make(from data: [UInt8], maximumColumns: Int, maximumRows: Int,
                             declaredWidth: Int? = nil, declaredHeight: Int? = nil) throws(ImageRefusal) -> SymbolGrid {
        let image = try ImageDecoder.decode(data)
        // One attribute alone keeps the image's own aspect ratio.
        var width = image.width
        var height = image.height
        switch (declaredWidth, declaredHeight) {
        case let (declared?, declared2?) where declared > 0 && declared2 > 0: (width, height) = (declared, declared2)
        case let (declared?, nil) where declared > 0: (width, height) = (declared, image.height * declared / image.width)
        case let (nil, declared?) where declared > 0: (width, height) = (image.width * declared / image.height, declared)
        default: break
        }
        let box = CellBox.fitting(width: width, height: height, maximumColumns: maximumColumns, maximumRows: maximumRows)
        return try ImageLibrary.symbols(of: image, columns: box.columns, rows: box.rows)
    }
}
