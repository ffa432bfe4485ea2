/// Why an image is shown as its alt text instead (docs/images.md, Bounds).
/// The message is a sentence for the status line.
package enum ImageRefusal: Error, Equatable, Sendable {
    /// More pixels than `ImageBounds.maximumPixels`.
    case tooLarge(width: Int, height: Int)
    /// The header claims more pixels than the data could hold, even
    /// compressed as well as its format allows.
    case claimsMoreThanItHolds(width: Int, height: Int, bytes: Int)
    /// A format no decoder reads (PNG, JPEG, GIF and WebP are read).
    case unsupportedFormat
    /// The decoder rejected the data.
    case unreadable(String)
    /// A decoder's library, or libchafa, is not installed.
    case noDecoder(String)

    package var message: String {
        switch self {
        case let .tooLarge(width, height):
            "image refused: \(width)x\(height) is over \(ImageBounds.maximumPixels / 1_000_000) megapixels"
        case let .claimsMoreThanItHolds(width, height, bytes):
            "image refused: its header claims \(width)x\(height) pixels, more than its \(bytes) bytes can hold"
        case .unsupportedFormat:
            "image not shown: only PNG, JPEG, GIF and WebP images are decoded"
        case let .unreadable(reason):
            "image not shown: \(reason)"
        case let .noDecoder(reason):
            "images not shown: \(reason)"
        }
    }
}
