/// The limits every image is held to before a pixel is allocated
/// (issue 36, Bounds; docs/images.md).
package enum ImageBounds {
    /// 50 megapixels: 200 MB of RGBA, the most one image may cost.
    package static let maximumPixels = 50_000_000
    /// deflate's best ratio is about 1032:1, so a PNG of n bytes holds at
    /// most ~1032 n bytes of pixel rows; a header claiming more is refused
    /// before decoding (a 1 KB file cannot be a 20 000 x 20 000 image).
    /// Counted at one byte a pixel, the smallest PNG pixel of a common kind.
    static let deflateRatio = 1032

    static func check(width: Int, height: Int, bytes: Int) throws(ImageRefusal) {
        guard width > 0, height > 0 else { throw .unreadable("the image has no pixels") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard pixels / 8 <= bytes * deflateRatio else {
            throw .claimsMoreThanItHolds(width: width, height: height, bytes: bytes)
        }
    }
}
