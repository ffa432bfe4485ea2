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

        package init(url: String, data: [UInt8], box: CellBox?, maximumColumns: Int, maximumRows: Int) {
            self.url = url
            self.data = data
            self.box = box
            self.maximumColumns = maximumColumns
            self.maximumRows = maximumRows
        }

        package func run() -> Result<ImageCells.Made, ImageRefusal> {
            do throws(ImageRefusal) {
                return .success(try ImageCells.make(from: data, box: box, maximumColumns: maximumColumns, maximumRows: maximumRows))
            } catch {
                return .failure(error)
            }
        }
    }
}
