/// An image scaled to exactly the pixels of the cells it covers (its box's
/// columns x rows at the terminal's cell size), for a pixel protocol (sixel,
/// kitty: docs/images.md, "Pixels"). A class, so that a frame and the
/// terminal share one copy and tell images apart by identity: the kitty
/// painter sends an image's pixels once and afterwards only places it.
package final class ScaledPixels: Sendable {
    package let width: Int
    package let height: Int
    /// RGBA, 8 bits a channel, unassociated alpha, rows top to bottom.
    package let rgba: [UInt8]
    /// The cell the pixels were scaled for.
    package let cellWidth: Int
    package let cellHeight: Int

    package init(width: Int, height: Int, rgba: [UInt8], cellWidth: Int, cellHeight: Int) {
        precondition(rgba.count == width * height * 4)
        self.width = width
        self.height = height
        self.rgba = rgba
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// `image` scaled to `columns` x `rows` cells of `cellWidth` x
    /// `cellHeight`: each pixel the average of the source pixels it covers
    /// (a box filter) when shrinking, the nearest one when growing.
    package static func scaling(_ image: DecodedImage, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) -> ScaledPixels {
        scaling(rgba: image.rgba, width: image.width, height: image.height, columns: columns, rows: rows,
                cellWidth: cellWidth, cellHeight: cellHeight)
    }

    /// The same for pixels given as they are (`width` x `height` RGBA).
    package static func scaling(rgba: [UInt8], width sourceWidth: Int, height sourceHeight: Int, columns: Int, rows: Int,
                                cellWidth: Int, cellHeight: Int) -> ScaledPixels {
        let image = (width: sourceWidth, height: sourceHeight, rgba: rgba)
        let width = max(columns * cellWidth, 1)
        let height = max(rows * cellHeight, 1)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        image.rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let top = y * image.height / height
                let bottom = max((y + 1) * image.height / height, top + 1)
                for x in 0..<width {
                    let left = x * image.width / width
                    let right = max((x + 1) * image.width / width, left + 1)
                    var sums = (0, 0, 0, 0)
                    for sy in top..<bottom {
                        var index = (sy * image.width + left) * 4
                        for _ in left..<right {
                            // Colours weighted by alpha, so a transparent pixel's colour does not bleed.
                            let alpha = Int(source[index + 3])
                            sums.0 += Int(source[index]) * alpha
                            sums.1 += Int(source[index + 1]) * alpha
                            sums.2 += Int(source[index + 2]) * alpha
                            sums.3 += alpha
                            index += 4
                        }
                    }
                    let count = (bottom - top) * (right - left)
                    let target = (y * width + x) * 4
                    if sums.3 > 0 {
                        out[target] = UInt8(sums.0 / sums.3)
                        out[target + 1] = UInt8(sums.1 / sums.3)
                        out[target + 2] = UInt8(sums.2 / sums.3)
                    }
                    out[target + 3] = UInt8(sums.3 / count)
                }
            }
        }
        return ScaledPixels(width: width, height: height, rgba: out, cellWidth: cellWidth, cellHeight: cellHeight)
    }

    /// The pixels of rows `rows` of cells and the first `columns` columns:
    /// what shows of an image partly off the page's area.
    package func cropped(rows: Range<Int>, columns: Int) -> ScaledPixels {
        let top = rows.lowerBound * cellHeight
        let bottom = min(rows.upperBound * cellHeight, height)
        let cropWidth = min(columns * cellWidth, width)
        guard top > 0 || bottom < height || cropWidth < width else { return self }
        var out = [UInt8]()
        out.reserveCapacity(cropWidth * max(bottom - top, 0) * 4)
        for y in top..<max(bottom, top) {
            let start = y * width * 4
            out += rgba[start..<(start + cropWidth * 4)]
        }
        return ScaledPixels(width: cropWidth, height: max(bottom - top, 0), rgba: out, cellWidth: cellWidth, cellHeight: cellHeight)
    }
}
