/// An image's pixels: RGBA, 8 bits a channel, unassociated alpha, rows top
/// to bottom.
package struct DecodedImage: Sendable {
    package let width: Int
    package let height: Int
    package let rgba: [UInt8]
}
