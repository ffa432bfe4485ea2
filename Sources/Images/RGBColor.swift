/// A 24-bit colour of an image cell.
package struct RGBColor: Hashable, Sendable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From chafa's 0xRRGGBB; nil for its -1 (transparent).
    init?(packed: Int32) {
        guard packed >= 0 else { return nil }
        self.init(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
    }
}
