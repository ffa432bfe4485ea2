import CChafa

/// The one file that calls the image libraries: libpng, libturbojpeg,
/// giflib, libwebp and libchafa (through CChafa, which loads each on first
/// use). Everything here may run on any thread: each call owns its decoder's
/// state and its chafa canvas.
enum ImageLibrary {
    /// Why the libraries cannot be used, or nil when they can.
    static func loadProblem() -> String? {
        guard let problem = tt_image_load() else { return nil }
        return String(cString: problem)
    }

    /// The signature of `tt_png_decode`, `tt_jpeg_decode`, `tt_gif_decode` and `tt_webp_decode`.
    private typealias Decoder = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int, UInt32, UInt32,
                                 UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// The PNG's pixels as RGBA; the caller has checked the header's size.
    static func decodePNG(_ data: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        if let problem = loadProblem() { throw .noDecoder(problem) }
        return try decode(data, width: width, height: height, format: "PNG", with: tt_png_decode)
    }

    /// The signature of `tt_jpeg_size`, `tt_gif_size` and `tt_webp_size`.
    private typealias SizeReader = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                                    UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// A JPEG's size from its frame header (libturbojpeg, loaded on first use).
    static func jpegSize(_ data: [UInt8]) throws(ImageRefusal) -> (width: Int, height: Int) {
        try size(of: data, format: "JPEG", loading: tt_jpeg_load, with: tt_jpeg_size)
    }

    /// The JPEG's pixels as RGBA; the caller has checked the size.
    static func decodeJPEG(_ data: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        try decode(data, width: width, height: height, format: "JPEG", with: tt_jpeg_decode)
    }

    /// A GIF's first frame's size (giflib, loaded on first use): its records
    /// are read up to the first image's descriptor, no pixels.
    static func gifSize(_ data: [UInt8]) throws(ImageRefusal) -> (width: Int, height: Int) {
        try size(of: data, format: "GIF", loading: tt_gif_load, with: tt_gif_size)
    }

    /// The GIF's first frame as RGBA; the caller has checked the size.
    static func decodeGIF(_ data: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        try decode(data, width: width, height: height, format: "GIF", with: tt_gif_decode)
    }

    /// A still WebP's size from its header (libwebp, loaded on first use).
    static func webpSize(_ data: [UInt8]) throws(ImageRefusal) -> (width: Int, height: Int) {
        try size(of: data, format: "WebP", loading: tt_webp_load, with: tt_webp_size)
    }

    /// The WebP's pixels as RGBA; the caller has checked the size.
    static func decodeWebP(_ data: [UInt8], width: Int, height: Int) throws(ImageRefusal) -> [UInt8] {
        try decode(data, width: width, height: height, format: "WebP", with: tt_webp_decode)
    }

    /// The size `reader` finds in the header, once `load` has loaded its library.
    private static func size(of data: [UInt8], format: String, loading load: () -> UnsafePointer<CChar>?,
                             with reader: SizeReader) throws(ImageRefusal) -> (width: Int, height: Int) {
        if let problem = load() { throw .noDecoder(String(cString: problem)) }
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let result = data.withUnsafeBufferPointer { reader($0.baseAddress, $0.count, &width, &height, &message, message.count) }
        guard result == 0 else { throw .unreadable(Self.text(message, format: format)) }
        return (Int(width), Int(height))
    }

    /// The pixels `decoder` writes for an image of the size checked, or its message.
    private static func decode(_ data: [UInt8], width: Int, height: Int, format: String,
                               with decoder: Decoder) throws(ImageRefusal) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let result = data.withUnsafeBufferPointer { bytes in
            pixels.withUnsafeMutableBufferPointer { rgba in
                decoder(bytes.baseAddress, bytes.count, rgba.baseAddress, rgba.count, UInt32(width), UInt32(height),
                        &message, message.count)
            }
        }
        guard result == 0 else { throw .unreadable(Self.text(message, format: format)) }
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

    private static func text(_ message: [CChar], format: String = "PNG") -> String {
        let bytes = message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "not a \(format)" : text
    }
}
