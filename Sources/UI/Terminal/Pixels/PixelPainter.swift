import FoundationEssentials
import Images

/// Turns each frame's pixel placements (`ScreenBuffer.pixelImages`) into
/// what the terminal is sent besides curses' cells (docs/images.md,
/// "Pixels"). Curses owns the screen: `before` goes out before curses draws
/// the frame, curses repaints `repaintRows` whole, and `after` goes out once
/// curses is done. Each image is drawn with the cursor saved and restored
/// around it (DECSC, DECRC), so curses finds the cursor where it left it.
///
/// - Sixels cannot be moved, clipped or taken away by the terminal: one that
///   leaves its place (the page scrolled, something covers it, it is gone)
///   is erased (ECH on each of its rows, which takes graphics with the cells)
///   and its rows repainted; one whose place or cells changed is drawn anew,
///   made from the rows that show (`ScaledPixels.cropped`). Drawing never
///   encodes: a part not made yet is asked for (`takeWork`), made on a
///   worker of the loop's (`PixelWork`) and drawn by the frame after its
///   answer (`take`); its symbol cells show meanwhile. The parts made are
///   kept while their image stays in the frames (`EncodedPixels`).
/// - iTerm2's inline images (`ITermImage`: a PNG of the pixels) are drawn
///   at the cursor and go with their cells as sixels do, and are painted as
///   sixels are (in place, made on a worker, erased with ECH).
/// - Kitty keeps images by id: an image's pixels are sent once (`a=t`), then
///   only placed (`a=p`, with the rows that show as its source rectangle), a
///   placement moved in place and deleted (`a=d,d=i`) when it goes; the
///   pixels of images off screen are kept for eight of them, then freed
///   (`a=d,d=I`). Every command is quiet (`q=2`), so kitty sends no answer
///   to read among the keys.
///
/// Every byte comes from the encoded pixels and numbers made here: nothing of
/// a page's text reaches the terminal this way.
package final class PixelPainter {
    package struct Output: Equatable {
        package var before: [UInt8] = []
        package var repaintRows: [Int] = []
        package var after: [UInt8] = []

        package init(before: [UInt8] = [], repaintRows: [Int] = [], after: [UInt8] = []) {
            self.before = before
            self.repaintRows = repaintRows
            self.after = after
        }

        package var isEmpty: Bool { before.isEmpty && repaintRows.isEmpty && after.isEmpty }
    }

    package let kind: PixelProtocol
    /// The placements on the terminal now.
    private(set) package var shown: [PixelPlacement] = []
    /// Sixels made off the loop for the images shown, by image and the part that shows.
    private var encoded = EncodedPixels()
    /// The part being encoded for each image: one at a time per image, so a
    /// fast scroll asks for the part showing when the last answer comes, not for every step.
    private var encoding: [ObjectIdentifier: PixelWork.Key] = [:]
    /// Work the last frame asked for, until the loop takes it.
    private var work: [PixelWork.Request] = []
    private let encode: PixelWork.Encoder
    private var frameNumber = 0
    /// Kitty's images sent, by identity (the pixels are kept, so an identity is never reused while its id is).
    private var kittyImages: [ObjectIdentifier: (id: Int, pixels: ScaledPixels)] = [:]
    /// Kitty's placements now, by image id and placement id.
    private var kittyPlaced: [KittyKey: PixelPlacement] = [:]
    /// Images sent and not placed, oldest first: their pixels are freed past `kittyKept`.
    private var kittyIdle: [ObjectIdentifier] = []
    private var nextKittyID = 1
    package static let kittyKept = 8
    /// Base64 bytes per kitty command (the protocol's limit is 4096).
    private static let chunk = 4096

    private struct KittyKey: Hashable, Comparable {
        let image: Int
        let placement: Int
        static func < (left: KittyKey, right: KittyKey) -> Bool { (left.image, left.placement) < (right.image, right.placement) }
    }

    /// `encode`: how an image is made off the loop for a protocol that draws
    /// in place (chafa's sixels, `PixelLibrary.sixels`; iTerm2's PNG,
    /// `ITermImage`); tests may count calls through it.
    package init(_ kind: PixelProtocol, encode: PixelWork.Encoder? = nil) {
        self.kind = kind
        self.encode = encode ?? Self.encoder(for: kind)
    }

    private static func encoder(for kind: PixelProtocol) -> PixelWork.Encoder {
        switch kind {
        case .iterm: return { ITermImage.sequence(of: $0) }
        case .sixel, .kitty: return { PixelLibrary.sixels(of: $0) }
        }
    }

    /// The encoding the last frames asked for and no worker runs yet: the
    /// loop runs each off its thread and hands the answer to `take`.
    package func takeWork() -> [PixelWork.Request] {
        defer { work = [] }
        return work
    }

    /// An encoding done off the loop: the next frame draws it where it still shows.
    package func take(_ made: PixelWork.Made) {
        if encoding[made.key.image] == made.key { encoding[made.key.image] = nil }
        encoded.insert(made, frame: frameNumber)
    }

    /// What to send for `frame`, drawn over `previous` (nil: the screen is
    /// cleared and every cell drawn anew).
    package func paint(_ frame: ScreenBuffer, over previous: ScreenBuffer?) -> Output {
        let previous = previous?.size == frame.size ? previous : nil
        switch kind {
        case .sixel, .iterm: return paintInPlace(frame, over: previous)
        case .kitty: return paintKitty(frame, cleared: previous == nil)
        }
    }

    /// The terminal is left (suspended, restored) or cleared: what is shown is
    /// gone or must go, and the next frame draws every image anew.
    package func forget() -> [UInt8] {
        // The sixels made stay: they are drawn again from them.
        shown = []
        guard kind == .kitty, !kittyImages.isEmpty else { return [] }
        kittyImages = [:]
        kittyPlaced = [:]
        kittyIdle = []
        // Every placement and every image's pixels.
        return Self.command("a=d,d=A,q=2")
    }

    // MARK: Sixel and iTerm2: drawn in place, going with their cells

    private func paintInPlace(_ frame: ScreenBuffer, over previous: ScreenBuffer?) -> Output {
        var output = Output()
        frameNumber += 1
        let fresh = frame.pixelImages
        var kept = fresh.filter { placement in
            guard let previous, shown.contains(placement) else { return false }
            return Self.sameCells(placement, previous, frame)
        }
        var repaint = Set<Int>()
        if previous != nil {
            // In screen order: `shown` is a set, and its order changes from run to run.
            for old in shown.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) where !kept.contains(old) {
                for row in old.screenRows {
                    output.before += Self.bytes("\u{1B}[\(row + 1);\(old.column + 1)H\u{1B}[\(old.columns)X")
                    repaint.insert(row)
                }
            }
        }
        // A row curses repaints whole loses what was drawn on it.
        kept.removeAll { $0.screenRows.contains(where: repaint.contains) }
        var drawn = kept
        for placement in kept { _ = encoded.use(PixelWork.Key(placement), frame: frameNumber) }
        for placement in fresh where !kept.contains(placement) {
            let key = PixelWork.Key(placement)
            guard let made = encoded.use(key, frame: frameNumber) else {
                // Not made yet: its symbols show until a worker has made it.
                ask(for: key, placement)
                continue
            }
            guard let bytes = made else { continue }
            output.after += Self.bytes("\u{1B}7\u{1B}[\(placement.row + 1);\(placement.column + 1)H") + bytes + Self.bytes("\u{1B}8")
            drawn.append(placement)
        }
        encoded.keep(images: Set(fresh.map { ObjectIdentifier($0.pixels) }), frame: frameNumber)
        output.repaintRows = repaint.sorted()
        shown = drawn
        return output
    }

    private func ask(for key: PixelWork.Key, _ placement: PixelPlacement) {
        guard encoding[key.image] == nil else { return }
        encoding[key.image] = key
        work.append(PixelWork.Request(key: key, placement: placement, encode: encode))
    }

    /// Whether the cells under `placement` are the same in both frames:
    /// curses sends a changed cell, which takes that part of a sixel away.
    private static func sameCells(_ placement: PixelPlacement, _ previous: ScreenBuffer, _ frame: ScreenBuffer) -> Bool {
        for row in placement.screenRows {
            for column in placement.screenColumns where previous[row, column] != frame[row, column] { return false }
        }
        return true
    }

    // MARK: Kitty

    private func paintKitty(_ frame: ScreenBuffer, cleared: Bool) -> Output {
        var output = Output()
        if cleared && !kittyPlaced.isEmpty {
            // A cleared screen: every placement is placed anew where the frame says.
            output.before += Self.command("a=d,d=a,q=2")
            kittyPlaced = [:]
        }
        var wanted: [KittyKey: PixelPlacement] = [:]
        var order: [KittyKey] = []
        var counts: [Int: Int] = [:]
        for placement in frame.pixelImages {
            let id = kittyID(for: placement.pixels, sending: &output.after)
            counts[id, default: 0] += 1
            let key = KittyKey(image: id, placement: counts[id]!)
            wanted[key] = placement
            order.append(key)
        }
        for key in kittyPlaced.keys.sorted() where wanted[key] == nil {
            output.after += Self.command("a=d,d=i,i=\(key.image),p=\(key.placement),q=2")
        }
        for key in order where kittyPlaced[key] != wanted[key] {
            let placement = wanted[key]!
            let pixels = placement.pixels
            let place = "a=p,i=\(key.image),p=\(key.placement),x=0,y=\(placement.rows.lowerBound * pixels.cellHeight)"
                + ",w=\(placement.columns * pixels.cellWidth),h=\(placement.rows.count * pixels.cellHeight)"
                + ",c=\(placement.columns),r=\(placement.rows.count),C=1,q=2"
            output.after += Self.bytes("\u{1B}7\u{1B}[\(placement.row + 1);\(placement.column + 1)H") + Self.command(place)
                + Self.bytes("\u{1B}8")
        }
        kittyPlaced = wanted
        output.after += freeIdleImages(placed: Set(frame.pixelImages.map { ObjectIdentifier($0.pixels) }))
        shown = frame.pixelImages
        return output
    }

    /// The image's id, its pixels sent the first time.
    private func kittyID(for pixels: ScaledPixels, sending output: inout [UInt8]) -> Int {
        let identity = ObjectIdentifier(pixels)
        if let known = kittyImages[identity] { return known.id }
        let id = nextKittyID
        nextKittyID += 1
        kittyImages[identity] = (id, pixels)
        let data = Array(Data(pixels.rgba).base64EncodedString().utf8)
        var start = 0
        repeat {
            let end = min(start + Self.chunk, data.count)
            let more = end < data.count ? 1 : 0
            let keys = start == 0 ? "a=t,f=32,s=\(pixels.width),v=\(pixels.height),i=\(id),q=2,m=\(more)" : "m=\(more),q=2"
            output += Self.bytes("\u{1B}_G\(keys);") + data[start..<end] + Self.bytes("\u{1B}\\")
            start = end
        } while start < data.count
        return id
    }

    /// Frees the pixels of the images least lately placed beyond `kittyKept`.
    private func freeIdleImages(placed: Set<ObjectIdentifier>) -> [UInt8] {
        kittyIdle.removeAll { placed.contains($0) }
        for identity in kittyImages.keys.sorted(by: { kittyImages[$0]!.id < kittyImages[$1]!.id })
            where !placed.contains(identity) && !kittyIdle.contains(identity) {
            kittyIdle.append(identity)
        }
        var output: [UInt8] = []
        while kittyIdle.count > Self.kittyKept {
            let identity = kittyIdle.removeFirst()
            if let image = kittyImages.removeValue(forKey: identity) {
                output += Self.command("a=d,d=I,i=\(image.id),q=2")
            }
        }
        return output
    }

    private static func command(_ keys: String) -> [UInt8] {
        bytes("\u{1B}_G\(keys)\u{1B}\\")
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
