import Base

/// A page's images by URL: each is fetched once however often the page
/// shows it, and drawn once per box. The cache is a value the page owns, so
/// it goes with the page (issue 36: dropped with the page). The fetched
/// bytes are kept, so a box that changes (a resize) is drawn again without
/// a request.
package struct ImageCache: Sendable {
    package enum Phase: Sendable, Equatable {
        case fetching
        case fetched([UInt8])
        /// Shown as its alt text, for this reason (the status line's words).
        case refused(String)
    }

    package struct Entry: Sendable {
        package var phase: Phase
        /// The image's own size, once a decode read it.
        package var size: PixelSize?
        /// Drawn, by the box it was drawn for.
        package var grids: [CellBox: SymbolGrid] = [:]
        /// Boxes a worker is drawing now (nil: the box its size gives).
        package var decoding: Set<CellBox?> = []
        /// A box of the page waits for this size (an image the page gives
        /// no size, or one side only): the layout changes once it is known.
        package var shapesLayout = false
        /// A box of the page was reserved for it (its size known): if it
        /// cannot be shown, the layout gives the box up for its alt text.
        package var reservesBox = false
    }

    private var entries: [String: Entry] = [:]
    /// Grids kept per image: a resize back and forth reuses them; more boxes than this are drawn anew.
    private static let gridsKept = 4

    package init() {}

    package subscript(url: String) -> Entry? {
        entries[url]
    }

    package var count: Int { entries.count }

    /// The images whose request is on its way.
    package var fetchingCount: Int { entries.values.count { $0.phase == .fetching } }

    /// Marks `url` as fetched from now on; false when it already was asked for.
    package mutating func ask(_ url: String) -> Bool {
        guard entries[url] == nil else { return false }
        entries[url] = Entry(phase: .fetching)
        return true
    }

    /// The answer to the fetch: its bytes, or why there is no image.
    package mutating func fetched(_ url: String, _ result: Result<[UInt8], ImageRefusal>) {
        guard entries[url]?.phase == .fetching else { return }
        switch result {
        case .success(let bytes): entries[url]?.phase = .fetched(bytes)
        case .failure(let refusal): entries[url]?.phase = .refused(refusal.message)
        }
    }

    /// The bytes to draw `url` into `box` (nil: the box its own size gives),
    /// when it is fetched, not drawn for that box and not being drawn: the
    /// caller hands them to a worker. Marks the box as being drawn.
    /// `withPixels`: the terminal draws pixels, and a grid drawn without them
    /// (before the terminal answered) is drawn again.
    package mutating func startDrawing(_ url: String, box: CellBox?, withPixels: Bool = false) -> [UInt8]? {
        guard var entry = entries[url], case .fetched(let bytes) = entry.phase,
              box.map({ entry.grids[$0] == nil || (withPixels && entry.grids[$0]?.pixels == nil) }) ?? (entry.size == nil),
              !entry.decoding.contains(box) else { return nil }
        entry.decoding.insert(box)
        entries[url] = entry
        return bytes
    }

    /// A worker's answer for `box`; a refusal makes the image its alt text for good.
    package mutating func drawn(_ url: String, box: CellBox?, _ result: Result<ImageCells.Made, ImageRefusal>) {
        guard var entry = entries[url] else { return }
        entry.decoding.remove(box)
        switch result {
        case .success(let made):
            entry.size = made.size
            if entry.grids.count >= Self.gridsKept { entry.grids.removeAll() }
            entry.grids[CellBox(columns: made.grid.columns, rows: made.grid.rows)] = made.grid
        case .failure(let refusal):
            entry.phase = .refused(refusal.message)
            entry.grids.removeAll()
        }
        entries[url] = entry
    }

    /// The grid drawn for exactly `box`, if there is one.
    package func grid(_ url: String, box: CellBox) -> SymbolGrid? {
        entries[url]?.grids[box]
    }

    /// The own sizes of the images decoded so far whose boxes wait for them
    /// (`wantsSize`), by URL: the layout's boxes for images the page gives no
    /// size. The size of an image whose box the page declares changes no
    /// layout, so a big page (laid out on a worker) is not laid out again for it.
    package var knownSizes: [String: PixelSize] {
        entries.compactMapValues { $0.shapesLayout ? $0.size : nil }
    }

    /// The images refused (a failed fetch or decode) whose boxes the page
    /// reserved (`reservesBox`): the layout makes each its alt text. Others
    /// are their alt text already, and change no layout.
    package var refusedBoxes: Set<String> {
        Set(entries.compactMap { url, entry in
            guard entry.reservesBox, case .refused = entry.phase else { return nil }
            return url
        })
    }

    /// A box of the page is reserved for `url` (its size was known when laid out).
    package mutating func reservesBox(_ url: String) {
        if entries[url]?.reservesBox == false { entries[url]?.reservesBox = true }
    }

    /// A box of the page is sized by `url`'s own size once it is known.
    package mutating func wantsSize(_ url: String) {
        if entries[url]?.shapesLayout == false { entries[url]?.shapesLayout = true }
    }

    /// What goes into the snapshot cache: answers still on their way will
    /// not come to the copy, so those are asked for again when it is shown.
    package func forCache() -> ImageCache {
        var copy = self
        copy.entries = entries.filter { $0.value.phase != .fetching }
        for url in copy.entries.keys { copy.entries[url]?.decoding = [] }
        return copy
    }
}
