import Base

/// One image's decoding and scaling, as a job for a thread off the event
/// loop (the UI's loop runs it through its `OffLoopWork`, whose answer comes
/// back as an event of the loop): a value with the bytes and the box, and
/// `run`, which touches nothing else.
package enum ImageWork {
    package struct Request: Sendable, Equatable {
        package var url: String
        package var data: [UInt8]
        /// The box the page reserved; nil: the one the image's own size gives.
        package var box: CellBox?
        package var maximumColumns: Int
        package var maximumRows: Int
        /// The terminal's cell in pixels when it draws pixels (sixel, kitty):
        /// the image is scaled to the box's pixels too (`SymbolGrid.pixels`).
        package var cellPixels: PixelSize?

        package init(url: String, data: [UInt8], box: CellBox?, maximumColumns: Int, maximumRows: Int, cellPixels: PixelSize? = nil) {
            self.url = url
            self.data = data
            self.box = box
            self.maximumColumns = maximumColumns
            self.maximumRows = maximumRows
            self.cellPixels = cellPixels
        }

        package func run() -> Result<ImageCells.Made, ImageRefusal> {
            do throws(ImageRefusal) {
                return .success(try ImageCells.make(from: data, box: box, maximumColumns: maximumColumns, maximumRows: maximumRows,
                                                    cellPixels: cellPixels))
            } catch {
                return .failure(error)
            }
        }
    }
}
