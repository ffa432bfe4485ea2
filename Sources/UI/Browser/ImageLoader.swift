import Base
import Images
import Net
import Render
import Turbo

/// The images of the shown pages (issue 36, docs/images.md). After every
/// event it lays each shown page's images out as boxes or as alt text
/// (`PageView.showImages`), then asks for what the rows on screen, and a
/// screen below them, still lack: a fetch (`.fetchImage`, after the page is
/// drawn: the first screen never waits on an image), then a drawing for the
/// box (`.drawImage`, on a thread off the loop). Their answers go into the
/// cache of every page that waits for them (`fetched`, `drawn`). Stateless:
/// what is asked for is in each page's `ImageCache`.
package enum ImageLoader {
    /// Requests in flight per page at most; the next go as these come back.
    package static let fetchLimit = 6

    /// How each stack's pages lay images out now (`BrowserState.imageBases`),
    /// which a worker's layout carries (`imagePlan`). Set before the first
    /// visit too (`Browser.init`): a big page laid out without it would be
    /// laid out a second time as soon as it is shown.
    package static func setBases(_ state: inout BrowserState, configuration: BrowserConfiguration) {
        for stack in NavigationStackKind.allCases {
            let area = state.area(for: stack)
            state.imageBases[stack] = state.imagesShown && configuration.images.drawsImages
                ? ImageLayout(maximumRows: area.rows, cellWidth: configuration.cellPixels.width, cellHeight: configuration.cellPixels.height)
                : nil
        }
    }

    package static func follow(_ state: inout BrowserState, configuration: BrowserConfiguration) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        setBases(&state, configuration: configuration)
        for stack in NavigationStackKind.allCases {
            let area = state.area(for: stack)
            let base = state.imageBases[stack]
            guard let shown = state.stacks[stack].page else { continue }
            // Boxes near the screen that wait for their image's size: the layout takes it once it is decoded;
            // and boxes reserved, which give their rows up for the alt text if the image cannot be shown.
            let near = slots(of: shown.lines, in: nearRows(top: shown.scrollTop, rows: area.rows))
            // A page shown as far as its answer came gets no later part to lay its images out.
            let arrivalOver = state.stacks[stack].visit == .idle
            state.stacks[stack].changePage { page in
                for slot in near {
                    if slot.isSized { page.images.reservesBox(slot.url) } else { page.images.wantsSize(slot.url) }
                }
                page.showImages(base, arrivalOver: arrivalOver)
            }
            // A big page is laid out again on a worker (a small one was, just now, on the loop).
            effects += state.relayoutForImages(in: stack)
            guard let page = state.stacks[stack].page, let layout = page.imageLayout else { continue }
            if stack == state.activeStack, case .image(let viewer)? = state.chrome.overlay {
                effects += view(viewer, in: stack, &state)
            }
            let slots = slots(of: page.lines, in: nearRows(top: page.scrollTop, rows: area.rows))
            let cell = state.pixelCell
            state.stacks[stack].changePage { page in
                for slot in slots {
                    if page.images[slot.url] == nil {
                        guard page.images.fetchingCount < fetchLimit else { continue }
                        _ = page.images.ask(slot.url)
                        effects.append(.fetchImage(ImageFetch(url: slot.url, page: page.url)))
                        continue
                    }
                    let box = slot.isSized ? slot.box : nil
                    if let bytes = page.images.startDrawing(slot.url, box: box, withPixels: cell != nil) {
                        effects.append(.drawImage(ImageWork.Request(url: slot.url, data: bytes, box: box,
                                                                    maximumColumns: slot.maximumColumns, maximumRows: layout.maximumRows,
                                                                    cellPixels: cell)))
                    }
                }
            }
        }
        return effects
    }

    /// The viewer's image: fetched if the page has not, then drawn for the
    /// whole screen once its size is known (a first drawing reads it).
    private static func view(_ viewer: ImageViewer, in stack: NavigationStackKind, _ state: inout BrowserState) -> [BrowserEffect] {
        let screen = state.size
        let cell = state.pixelCell
        var effects: [BrowserEffect] = []
        state.stacks[stack].changePage { page in
            if page.images.ask(viewer.url) {
                effects.append(.fetchImage(ImageFetch(url: viewer.url, page: page.url)))
                return
            }
            let box = page.images[viewer.url]?.size.map { ImageViewer.box(for: $0, on: screen) }
            if let bytes = page.images.startDrawing(viewer.url, box: box, withPixels: cell != nil) {
                effects.append(.drawImage(ImageWork.Request(url: viewer.url, data: bytes, box: box, maximumColumns: screen.columns,
                                                            maximumRows: max(screen.rows - ImageViewer.chromeRows, 1), cellPixels: cell)))
            }
        }
        return effects
    }

    /// The rows whose images are fetched and drawn: the screen, a screen below
    /// it, and a screen above, so that a box the reader scrolls back up to is
    /// drawn, or found broken and given up for its alt text, before it shows.
    private static func nearRows(top: Int, rows: Int) -> Range<Int> {
        max(top - rows, 0)..<(top + 2 * rows)
    }

    /// The images whose boxes touch `rows`, each once, top to bottom.
    private static func slots(of lines: [StyledLine], in rows: Range<Int>) -> [ImageSlot] {
        var slots: [ImageSlot] = []
        for index in rows.clamped(to: lines.indices) {
            for slot in lines[index].imageRows.map(\.slot) where !slots.contains(where: { $0 === slot }) { slots.append(slot) }
        }
        return slots
    }

    /// A fetch's answer, for every page waiting for it: the bytes of a 2xx
    /// answer (the decoder reads the format from them, not from the
    /// Content-Type), else the reason it is its alt text.
    package static func fetched(_ fetch: ImageFetch, _ result: Result<HTTPResponse, NetError>, in state: inout BrowserState) {
        let outcome: Result<[UInt8], ImageRefusal> = switch result {
        case .success(let response) where (200..<300).contains(response.status): .success(response.body)
        case .success(let response): .failure(.unreadable("the server answered \(response.status)"))
        case .failure(let error): .failure(.unreadable("\(error)"))
        }
        state.tabs.changePages { $0.images.fetched(fetch.url, outcome) }
    }

    /// A worker's drawing of `url` for `box`, for every page that has the image.
    package static func drawn(_ url: String, box: CellBox?, _ result: Result<ImageCells.Made, ImageRefusal>,
                              in state: inout BrowserState) {
        state.tabs.changePages { $0.images.drawn(url, box: box, result) }
    }
}

extension BrowserState {
    /// The cell the images' pixels are scaled for, when the terminal draws pixels; nil: symbols only.
    package var pixelCell: PixelSize? {
        graphics.pixels == nil ? nil : graphics.cellForPixels
    }
}
