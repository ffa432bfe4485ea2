import CChafa
import Glibc

/// The one file that calls the C libraries for pixel protocols: sixels
/// encoded by libchafa (PixelProtocols.c) and PNGs by libpng (iTerm2's
/// images, ImageLibrary.c), from pixels already scaled to their cells.
package enum PixelLibrary {
    /// Why chafa cannot encode pixels, or nil when it can.
    package static func loadProblem() -> String? {
        guard let problem = tt_pixels_load() else { return nil }
        return String(cString: problem)
    }

    /// `pixels` as one sixel image ("ESC P ... q", the data, "ESC \"), or
    /// nil when chafa cannot make it. chafa makes the image's height a
    /// multiple of six pixels at most that of the cells (a sixel band is six
    /// pixels): the last pixels of a row may stay the cells beneath.
    package static func sixels(of pixels: ScaledPixels) -> [UInt8]? {
        let columns = pixels.width / pixels.cellWidth
        let rows = pixels.height / pixels.cellHeight
        guard columns > 0, rows > 0 else { return nil }
        var length = 0
        let bytes = pixels.rgba.withUnsafeBufferPointer { rgba in
            tt_sixel_encode(rgba.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(columns), Int32(rows),
                            Int32(pixels.cellWidth), Int32(pixels.cellHeight), &length)
        }
        guard let bytes else { return nil }
        defer { tt_pixels_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// `pixels` as a PNG (libpng's simplified API), or nil when libpng cannot write one.
    package static func png(of pixels: ScaledPixels) -> [UInt8]? {
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        var bytes: UnsafeMutablePointer<UInt8>?
        let length = pixels.rgba.withUnsafeBufferPointer { rgba in
            tt_png_encode(rgba.baseAddress, UInt32(pixels.width), UInt32(pixels.height), &bytes)
        }
        guard length > 0, let bytes else { return nil }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}
