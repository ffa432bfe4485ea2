/// Bytes to pixels, bounded (ImageBounds): the format is read from the
/// data's signature, not from the server's Content-Type, and the header's
/// size is checked before any pixel is allocated.
package enum ImageDecoder {
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// SOI and the first marker's 0xFF: every JPEG starts so.
    private static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// "GIF87a" or "GIF89a": the version after "GIF" is left to giflib.
    private static let gifSignature = Array("GIF8".utf8)

    /// A RIFF container ("RIFF", its length, "WEBP").
    private static func isWebP(_ data: [UInt8]) -> Bool {
        data.count >= 12 && data.starts(with: Array("RIFF".utf8)) && Array(data[8..<12]) == Array("WEBP".utf8)
    }

    package static func decode(_ data: [UInt8]) throws(ImageRefusal) -> DecodedImage {
        if data.starts(with: jpegSignature) { return try decodeJPEG(data) }
        if data.starts(with: gifSignature) { return try decodeGIF(data) }
        if isWebP(data) { return try decodeWebP(data) }
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

    /// The first frame of a GIF: giflib reads the records up to the first
    /// image (no pixels) for its size, which is checked before the pixels
    /// are allocated. LZW codes are at most 12 bits and a code stands for at
    /// most ~4 090 pixels, hence its own bound on what the data can hold.
    private static func decodeGIF(_ data: [UInt8]) throws(ImageRefusal) -> DecodedImage {
        let (width, height) = try ImageLibrary.gifSize(data)
        try ImageBounds.check(width: width, height: height, bytes: data.count, pixelsPerByte: ImageBounds.lzwPixelsPerByte)
        let rgba = try ImageLibrary.decodeGIF(data, width: width, height: height)
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// A still WebP (lossy or lossless, with or without alpha): libwebp
    /// reads the size from the header, checked before the pixels are allocated.
    private static func decodeWebP(_ data: [UInt8]) throws(ImageRefusal) -> DecodedImage {
        let (width, height) = try ImageLibrary.webpSize(data)
        try ImageBounds.check(width: width, height: height, bytes: data.count, pixelsPerByte: ImageBounds.webpPixelsPerByte)
        let rgba = try ImageLibrary.decodeWebP(data, width: width, height: height)
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
