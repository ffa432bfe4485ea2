import CChafa

/// The one file that calls libpng and libchafa (through CChafa, which loads
/// them on first use). Everything here may run on any thread: each call
/// owns its libpng image and its chafa canvas.
enum ImageLibrary {
    /// Why the libraries cannot be used, or nil when they can.
    static func loadProblem() -> String? {
        guard let problem = tt_image_load() else { return nil }
        return String(cString: problem)
    }

    /// The PNG's pixels as RGBA; the caller has checked the header's size.
    static func decodePNG(_ data: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        if let problem = loadProblem() { throw .noDecoder(problem) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let result = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBufferPointer { rgba in
                tt_png_decode(bytes.baseAddress, bytes.count, rgba.baseAddress, rgba.count,
                              UInt32(width), UInt32(height), &message, message.count)
            }
        }
        guard result == 0 else { throw .unreadable(Self.text(message)) }
        return pixels
    }

    /// The image scaled to `columns` x `rows` symbol cells by chafa.
    static func symbols(of image: DecodedImage, columns: Int, rows: Int) throws(ImageRefusal) -> SymbolGrid {
        let count = columns * rows
        var characters = [UInt32](repeating: 0x20, count: count)
        var foregrounds = [Int32](repeating: -1, count: count)
        var backgrounds = [Int32](repeating: -1, count: count)
        let result = image.rgba.withUnsafeBufferPointer { rgba in
            tt_chafa_symbols(rgba.baseAddress, Int32(image.width), Int32(image.height), Int32(columns), Int32(rows),
                             &characters, &foregrounds, &backgrounds)
        }
        guard result == 0 else { throw .noDecoder(loadProblem() ?? "chafa could not make a canvas") }
        let cells = (0..<count).map { index in
            SymbolCell(character: Unicode.Scalar(characters[index]) ?? " ",
                       foreground: RGBColor(packed: foregrounds[index]),
                       background: RGBColor(packed: backgrounds[index]))
        }
        return SymbolGrid(columns: columns, rows: rows, cells: cells)
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "not a PNG" : text
    }
}
