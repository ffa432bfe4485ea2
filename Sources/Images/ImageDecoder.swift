/// Bytes to pixels, bounded (ImageBounds): the format is read from the
/// data's signature, not from the server's Content-Type, and the header's
/// size is checked before any pixel is allocated.
package enum ImageDecoder {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// SOI and the first marker's 0xFF: every JPEG starts so.
    private static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    package static func decode(_ data: [UInt8]) throws(ImageRefusal) -> DecodedImage {
        if data.starts(with: jpegSignature) { return try decodeJPEG(data) }
        guard data.starts(with: pngSignature) else { throw .unsupportedFormat }
        let (width, height) = try header(of: data)
        try ImageBounds.check(width: width, height: height, bytes: data.count)
        let rgba = try ImageLibrary.decodePNG(data, width: width, height: height)
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// libturbojpeg reads the size from the frame header without decoding;
    /// it is checked against the bounds before the pixels are allocated.
    private static func decodeJPEG(_ data: [UInt8]) throws(ImageRefusal) -> DecodedImage {
        let (width, height) = try ImageLibrary.jpegSize(data)
        try ImageBounds.check(width: width, height: height, bytes: data.count)
        let rgba = try ImageLibrary.decodeJPEG(data, width: width, height: height)
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// The size in the IHDR chunk, which PNG puts first: read here, because
    /// libpng reads on to the first IDAT before it answers.
    private static func header(of data: [UInt8]) throws(ImageRefusal) -> (width: Int, height: Int) {
        guard data.count >= 24, Array(data[12..<16]) == Array("IHDR".utf8) else { throw .unreadable("the PNG has no header") }
        func number(at offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }
}
