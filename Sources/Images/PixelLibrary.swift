import CChafa

/// The one file that calls libchafa for pixel protocols (PixelProtocols.c):
/// sixels encoded from pixels already scaled to their cells.
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
}
