import Base

/// Decoding and scaling off the event loop: each image on a thread of its
/// own (they are few, and each is bounded by ImageBounds); the result comes
/// back through `done`, which the event loop turns into an event.
package enum ImageWork {
    package struct Request: Sendable {
        package var url: String
        package var data: [UInt8]
        package var maximumColumns: Int
        package var maximumRows: Int
        package var declaredWidth: Int?
        package var declaredHeight: Int?

        package init(url: String, data: [UInt8], maximumColumns: Int, maximumRows: Int,
                     declaredWidth: Int? = nil, declaredHeight: Int? = nil) {
            self.url = url
            self.data = data
            self.maximumColumns = maximumColumns
            self.maximumRows = maximumRows
            self.declaredWidth = declaredWidth
            self.declaredHeight = declaredHeight
        }

        package func run() -> Result<SymbolGrid, ImageRefusal> {
            do throws(ImageRefusal) {
                return .success(try ImageCells.make(from: data, maximumColumns: maximumColumns, maximumRows: maximumRows,
                                                    declaredWidth: declaredWidth, declaredHeight: declaredHeight))
            } catch {
                return .failure(error)
            }
        }
    }

    package static func start(_ request: Request, done: @escaping @Sendable (String, Result<SymbolGrid, ImageRefusal>) -> Void) {
        DetachedThread.start(name: "image") {
            done(request.url, request.run())
        }
    }
}
