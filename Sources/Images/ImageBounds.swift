/// The limits every image is held to before a pixel is allocated
/// (issue 36, Bounds; docs/images.md).
package enum ImageBounds {
    /// 50 megapixels: 200 MB of RGBA, the most one image may cost.
    package static let maximumPixels = 50_000_000
    /// deflate's best ratio is about 1032:1, so a PNG of n bytes holds at
    /// most ~1032 n bytes of pixel rows; a header claiming more is refused
    /// before decoding (a 1 KB file cannot be a 20 000 x 20 000 image).
    /// Counted at one bit a pixel, the smallest PNG pixel: 8 256 pixels a byte.
    /// JPEG is held to the same (its blocks cost far more than that).
    static let deflatePixelsPerByte = 1032 * 8
    /// GIF's LZW: a code is at most 12 bits and stands for at most one
    /// string of its table of 4 096 entries, so at most ~4 093 pixels:
    /// ~2 730 pixels a byte of image data.
    static let lzwPixelsPerByte = 2_730
    /// WebP has no such bound: a lossless WebP (VP8L) of one colour codes
    /// its pixels with one-symbol codes of no bits, so a few dozen bytes can
    /// stand for any size. cwebp's flattest output (`-lossless -z 9`, one
    /// colour) is ~25 000 pixels a byte at 8000x6000 (1 898 bytes); twice
    /// that and more is refused as a claim no encoder makes. The real limit
    /// for a WebP is `maximumPixels`.
    static let webpPixelsPerByte = 65_536

    static func check(width: Int, height: Int, bytes: Int, pixelsPerByte: Int = deflatePixelsPerByte) throws(ImageRefusal) {
        guard width > 0, height > 0 else { throw .unreadable("the image has no pixels") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        let (room, roomOverflow) = bytes.multipliedReportingOverflow(by: pixelsPerByte)
        guard roomOverflow || pixels <= room else {
            throw .claimsMoreThanItHolds(width: width, height: height, bytes: bytes)
        }
    }
}
