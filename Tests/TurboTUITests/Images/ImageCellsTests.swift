import Foundation
import Testing
import Base
import Images

/// Images as symbol cells (docs/images.md): a PNG decoded by libpng, scaled
/// and drawn by chafa, held to ImageBounds.
@Suite("Images: PNG to coloured symbol cells")
struct ImageCellsTests {
    private static let redBlue = try! [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))

    private func colours(_ cell: SymbolCell) -> [RGBColor] { ShownColours.of(cell) }
    private func isRed(_ colour: RGBColor) -> Bool { ShownColours.isRed(colour) }
    private func isBlue(_ colour: RGBColor) -> Bool { ShownColours.isBlue(colour) }

    @Test func aRedAndBlueImageIsRedOnTheLeftAndBlueOnTheRight() throws {
        let grid = try ImageCells.make(from: Self.redBlue, maximumColumns: 80, maximumRows: 24)
        #expect(grid.columns == 8 && grid.rows == 2, "64x32 pixels at 8x16 a cell")
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let shown = colours(grid[column, row])
                #expect(!shown.isEmpty)
                if column < grid.columns / 2 {
                    #expect(shown.allSatisfy(isRed), "cell \(column),\(row): \(grid[column, row])")
                } else {
                    #expect(shown.allSatisfy(isBlue), "cell \(column),\(row): \(grid[column, row])")
                }
            }
        }
    }

    @Test func theBoxFollowsTheDeclaredSizeAndTheLimits() throws {
        let declared = try ImageCells.make(from: Self.redBlue, maximumColumns: 80, maximumRows: 24, declaredWidth: 320)
        #expect(declared.columns == 40 && declared.rows == 10)
        let narrow = try ImageCells.make(from: Self.redBlue, maximumColumns: 4, maximumRows: 24)
        #expect(narrow.columns == 4 && narrow.rows == 1)
    }

    @Test func aJPEGIsDecodedByLibturbojpegRedLeftBlueRight() throws {
        let jpeg = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.jpg")))
        let image = try ImageDecoder.decode(jpeg)
        #expect(image.width == 64 && image.height == 32)
        let grid = try ImageCells.make(from: jpeg, maximumColumns: 80, maximumRows: 24)
        #expect(grid.columns == 8 && grid.rows == 2)
        // JPEG is lossy: near red and near blue, away from the edge where the halves meet.
        for row in 0..<2 {
            #expect(colours(grid[1, row]).allSatisfy(isRed), "\(grid[1, row])")
            #expect(colours(grid[6, row]).allSatisfy(isBlue), "\(grid[6, row])")
        }
    }

    @Test func aJPEGsHeaderIsCheckedAgainstTheBoundsBeforeDecoding() throws {
        var jpeg = try [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.jpg")))
        // The frame header (SOF0, FF C0): its height and width made 30 000 x 30 000.
        let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0x75; jpeg[sof + 6] = 0x30
        jpeg[sof + 7] = 0x75; jpeg[sof + 8] = 0x30
        #expect(throws: ImageRefusal.tooLarge(width: 30_000, height: 30_000)) { try ImageDecoder.decode(jpeg) }
        let cut = Array(jpeg.prefix(40))
        #expect(throws: (any Error).self) { try ImageDecoder.decode(cut) }
    }

    @Test func aFormatWithoutADecoderIsNotDecoded() {
        #expect(throws: ImageRefusal.unsupportedFormat) { try ImageDecoder.decode(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) }
        #expect(ImageRefusal.unsupportedFormat.message == "image not shown: only PNG, JPEG, GIF and WebP images are decoded")
    }

    @Test func moreThanFiftyMegapixelsIsRefusedBeforeDecoding() {
        // A header of 10 000 x 6 000: 60 megapixels.
        #expect(throws: ImageRefusal.tooLarge(width: 10_000, height: 6_000)) {
            try ImageDecoder.decode(Self.header(width: 10_000, height: 6_000))
        }
    }

    @Test func aHeaderClaimingMoreThanTheDataHoldsIsRefused() {
        let data = Self.header(width: 7_000, height: 7_000)
        #expect(throws: ImageRefusal.claimsMoreThanItHolds(width: 7_000, height: 7_000, bytes: data.count)) {
            try ImageDecoder.decode(data)
        }
        #expect(ImageRefusal.claimsMoreThanItHolds(width: 7_000, height: 7_000, bytes: 33).message
            == "image refused: its header claims 7000x7000 pixels, more than its 33 bytes can hold")
    }

    @Test func aTruncatedPNGIsUnreadableNotACrash() {
        let cut = Array(Self.redBlue.prefix(Self.redBlue.count - 30))
        #expect(throws: (any Error).self) { try ImageCells.make(from: cut, maximumColumns: 80, maximumRows: 24) }
    }

    @Test func aRequestWithoutABoxDrawsTheBoxTheImagesOwnSizeGives() throws {
        let request = ImageWork.Request(url: "https://app.test/a.png", data: Self.redBlue, box: nil, maximumColumns: 80, maximumRows: 24)
        let made = try request.run().get()
        #expect(made.size == PixelSize(width: 64, height: 32))
        #expect(made.grid.columns == 8 && made.grid.rows == 2)
        let boxed = ImageWork.Request(url: "https://app.test/a.png", data: Self.redBlue, box: CellBox(columns: 20, rows: 5),
                                      maximumColumns: 80, maximumRows: 24)
        let drawn = try boxed.run().get()
        #expect(drawn.grid.columns == 20 && drawn.grid.rows == 5, "the box the page reserved, exactly")
    }

    @Test func theCacheFetchesOncePerURLAndKeepsAGridPerBox() throws {
        var cache = ImageCache()
        #expect(cache.ask("a.png") && !cache.ask("a.png"), "one request per URL")
        #expect(cache.fetchingCount == 1)
        #expect(cache.startDrawing("a.png", box: nil) == nil, "nothing to draw before the bytes come")
        cache.fetched("a.png", .success(Self.redBlue))
        let bytes = cache.startDrawing("a.png", box: nil)
        #expect(bytes == Self.redBlue)
        #expect(cache.startDrawing("a.png", box: nil) == nil, "already being drawn")
        let request = ImageWork.Request(url: "a.png", data: Self.redBlue, box: nil, maximumColumns: 80, maximumRows: 24)
        cache.drawn("a.png", box: nil, request.run())
        #expect(cache.knownSizes.isEmpty, "no box of the page waits for its size yet")
        cache.wantsSize("a.png")
        #expect(cache.knownSizes == ["a.png": PixelSize(width: 64, height: 32)])
        #expect(cache.grid("a.png", box: CellBox(columns: 8, rows: 2))?.rows == 2)
        #expect(cache.startDrawing("a.png", box: nil) == nil, "its size is known: no second decode for it")
        #expect(cache.startDrawing("a.png", box: CellBox(columns: 4, rows: 1)) != nil, "another box is drawn anew from the bytes")
    }

    @Test func aRefusedImageKeepsItsReasonAndAPendingOneIsNotCached() {
        var cache = ImageCache()
        _ = cache.ask("gone.png")
        _ = cache.ask("slow.png")
        cache.fetched("gone.png", .failure(.unreadable("the server answered 404")))
        #expect(cache["gone.png"]?.phase == .refused("image not shown: the server answered 404"))
        let copy = cache.forCache()
        #expect(copy["slow.png"] == nil, "an answer on its way never reaches the cached copy: it is asked for again")
        #expect(copy["gone.png"] != nil)
    }

    /// A PNG signature and an IHDR chunk (with its CRC) for an RGB image of
    /// that size, and nothing after it.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func big(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let body = Array("IHDR".utf8) + big(width) + big(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + big(13) + body + big(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
