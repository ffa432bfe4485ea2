import Images

/// An image as fetched: the decoder (libpng, libturbojpeg, giflib or
/// libwebp behind ImageBounds) and the scaler (chafa) either refuse it with a message or
/// give exactly the box asked for, within the limits, with one-column symbols.
enum ImageFuzz {
    static func run(_ bytes: [UInt8]) {
        check(bytes, prefix: [])
    }

    /// The JPEG decoder: every input starts as a JPEG does (SOI and a
    /// marker), so the fuzzer's bytes reach libturbojpeg's header and scan
    /// readers instead of the signature check.
    static func runJPEG(_ bytes: [UInt8]) {
        check(bytes, prefix: [0xFF, 0xD8, 0xFF])
    }

    /// The GIF decoder: every input starts "GIF89a", so the fuzzer's bytes
    /// are the screen descriptor, colour tables, extensions and LZW data.
    static func runGIF(_ bytes: [UInt8]) {
        check(bytes, prefix: Array("GIF89a".utf8))
    }

    /// The WebP decoder: every input is a RIFF container of the right length
    /// holding a WebP, so the fuzzer's bytes are its chunks (VP8, VP8L,
    /// VP8X, ALPH, ANIM) as libwebp reads them.
    static func runWebP(_ bytes: [UInt8]) {
        let length = UInt32(truncatingIfNeeded: 4 + max(bytes.count - 1, 0))
        let container = Array("RIFF".utf8) + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: length >> $0) } + Array("WEBP".utf8)
        check(bytes, prefix: container)
    }

    private static func check(_ bytes: [UInt8], prefix: [UInt8]) {
        // The first byte picks the box, so the scaler sees many shapes.
        let columns = 1 + Int(bytes.first ?? 0) % 97
        let rows = 1 + Int(bytes.first ?? 0) / 97 % 40
        do throws(ImageRefusal) {
            let grid = try ImageCells.make(from: prefix + Array(bytes.dropFirst()), maximumColumns: columns, maximumRows: rows)
            FuzzCheck.require(grid.columns >= 1 && grid.columns <= columns && grid.rows >= 1 && grid.rows <= rows,
                              "a \(grid.columns)x\(grid.rows) grid for a box of \(columns)x\(rows)")
            FuzzCheck.require(grid.cells.count == grid.columns * grid.rows, "\(grid.cells.count) cells")
            FuzzCheck.require(grid.cells.allSatisfy { $0.character.value >= 0x20 }, "a control character in the grid")
        } catch {
            FuzzCheck.require(!error.message.isEmpty, "a refusal without a message")
        }
    }
}
