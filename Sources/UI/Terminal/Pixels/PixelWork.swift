import Images

/// An image's part encoded for a terminal that draws it in place and cannot
/// move or clip it (sixel, iTerm2's protocol): a job for a thread off the
/// event loop. `PixelPainter` asks for one when a frame shows a part it has
/// not encoded (`PixelPainter.takeWork`), the loop runs it on its
/// `OffLoopWork` and hands the answer back (`PixelPainter.take`), and the
/// next frame draws it; meanwhile the image's symbol cells show. Encoding
/// took 31-177 ms a sixel, anew at each scroll step while a photo is partly
/// shown: on the loop's thread it held every key that long (docs/images.md).
package enum PixelWork {
    /// Turns pixels already at their cells' size into the bytes a terminal
    /// is sent (chafa's sixels, iTerm2's PNG); nil when it cannot.
    package typealias Encoder = @Sendable (ScaledPixels) -> [UInt8]?

    /// What was encoded: the image (by identity, kept alive by the request
    /// and the cache, so the identity is not reused meanwhile), its rows and
    /// columns that show, and the cell it was scaled for.
    package struct Key: Hashable, Sendable {
        let image: ObjectIdentifier
        let rows: Range<Int>
        let columns: Int
        let cellWidth: Int
        let cellHeight: Int

        init(_ placement: PixelPlacement) {
            image = ObjectIdentifier(placement.pixels)
            rows = placement.rows
            columns = placement.columns
            cellWidth = placement.pixels.cellWidth
            cellHeight = placement.pixels.cellHeight
        }
    }

    package struct Request: Sendable {
        package let key: Key
        let placement: PixelPlacement
        let encode: Encoder

        /// The part that shows (cut, not squeezed), encoded: on the worker.
        package func run() -> Made {
            let part = placement.isWhole ? placement.pixels : placement.pixels.cropped(rows: placement.rows, columns: placement.columns)
            return Made(key: key, pixels: placement.pixels, bytes: encode(part))
        }
    }

    package struct Made: Sendable {
        package let key: Key
        /// The image, so its identity stays its own while the bytes are kept.
        let pixels: ScaledPixels
        /// nil: the encoder could not make it (the symbols stay).
        package let bytes: [UInt8]?
    }
}

/// The parts encoded for the images a frame shows (`PixelWork`), kept while
/// the image stays in the frames, within `budget` bytes: scrolling back over
/// a photo finds the parts it showed, and a frame that moves nothing sends
/// what it has at once.
struct EncodedPixels {
    /// 32 MiB: a 100x30 screen's worth of sixels (~0.5 MB each) many times over.
    static let budget = 32 << 20
    private var entries: [PixelWork.Key: (made: PixelWork.Made, used: Int)] = [:]
    private var total = 0

    /// The bytes made for `key` (an inner nil: it could not be made), marked used in `frame`.
    mutating func use(_ key: PixelWork.Key, frame: Int) -> [UInt8]?? {
        guard let entry = entries[key] else { return nil }
        entries[key]?.used = frame
        return .some(entry.made.bytes)
    }

    mutating func insert(_ made: PixelWork.Made, frame: Int) {
        if let old = entries[made.key] { total -= old.made.bytes?.count ?? 0 }
        entries[made.key] = (made, frame)
        total += made.bytes?.count ?? 0
    }

    /// Drops the parts of images no longer shown, then the least lately used past the budget (never one used in `frame`).
    mutating func keep(images: Set<ObjectIdentifier>, frame: Int) {
        for (key, entry) in entries where !images.contains(key.image) {
            entries[key] = nil
            total -= entry.made.bytes?.count ?? 0
        }
        guard total > Self.budget else { return }
        for (key, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) where entry.used < frame {
            entries[key] = nil
            total -= entry.made.bytes?.count ?? 0
            if total <= Self.budget { return }
        }
    }
}
