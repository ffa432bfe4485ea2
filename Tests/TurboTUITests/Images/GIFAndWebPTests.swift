import Foundation
import Testing
import Images

/// GIF (giflib, the first frame) and WebP (libwebp, still images) beside
/// PNG and JPEG (docs/images.md): each read behind its signature, its size
/// checked against ImageBounds before a pixel is allocated, transparency
/// kept as a clear ground. The fixtures are described in Fixtures/images/ORIGIN.md.
@Suite("Images: GIF and WebP")
struct GIFAndWebPTests {
    private static func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: TestPaths.fixture("images/\(name)")))
    }

    /// Every cell of the grid's left half shows only `left`'s colours, and of its right half only `right`'s.
    private func expectHalves(_ grid: SymbolGrid, left: (RGBColor) -> Bool, right: (RGBColor) -> Bool,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let shown = ShownColours.of(grid[column, row])
                #expect(!shown.isEmpty, "cell \(column),\(row)", sourceLocation: sourceLocation)
                let expected = shown.allSatisfy(column < grid.columns / 2 ? left : right)
                #expect(expected, "cell \(column),\(row): \(grid[column, row])", sourceLocation: sourceLocation)
            }
        }
    }

    private func pixel(_ image: DecodedImage, x: Int, y: Int) -> [UInt8] {
        let start = (y * image.width + x) * 4
        return Array(image.rgba[start..<start + 4])
    }

    /// The same picture as a two-colour GIF (giflib) and a lossless WebP (libwebp): exact colours.
    @Test(arguments: ["red-blue-64x32.gif", "red-blue-64x32.webp"])
    func aGIFAndALosslessWebPAreDecodedRedLeftBlueRight(_ name: String) throws {
        let data = try Self.fixture(name)
        let image = try ImageDecoder.decode(data)
        #expect(image.width == 64 && image.height == 32)
        #expect(pixel(image, x: 0, y: 0) == [255, 0, 0, 255] && pixel(image, x: 63, y: 31) == [0, 0, 255, 255])
        let grid = try ImageCells.make(from: data, maximumColumns: 80, maximumRows: 24)
        #expect(grid.columns == 8 && grid.rows == 2)
        expectHalves(grid, left: ShownColours.isRed, right: ShownColours.isBlue)
    }

    @Test func aGIFsTransparentColourIsAClearGround() throws {
        let gif = try Self.fixture("red-clear-64x32.gif")
        let image = try ImageDecoder.decode(gif)
        #expect(pixel(image, x: 5, y: 5) == [255, 0, 0, 255])
        #expect(pixel(image, x: 40, y: 5)[3] == 0, "the transparent index: alpha 0")
        let grid = try ImageCells.make(from: gif, maximumColumns: 80, maximumRows: 24)
        for row in 0..<grid.rows {
            #expect(ShownColours.of(grid[1, row]).allSatisfy(ShownColours.isRed) && !ShownColours.of(grid[1, row]).isEmpty)
            let clear = grid[6, row]
            #expect(clear.character == " " && clear.background == nil, "the page's ground shows through: \(clear)")
        }
    }

    /// An animation's first frame (red over blue) is drawn, not its second
    /// (green); the frame is interlaced, so its rows arrive out of order.
    @Test func anAnimatedInterlacedGIFShowsItsFirstFrameInRowOrder() throws {
        let gif = try Self.fixture("red-over-blue-32x64-animated-interlaced.gif")
        let image = try ImageDecoder.decode(gif)
        #expect(image.width == 32 && image.height == 64)
        for y in [0, 1, 7, 8, 31] { #expect(pixel(image, x: 3, y: y) == [255, 0, 0, 255], "row \(y)") }
        for y in [32, 33, 39, 63] { #expect(pixel(image, x: 3, y: y) == [0, 0, 255, 255], "row \(y)") }
        let grid = try ImageCells.make(from: gif, maximumColumns: 80, maximumRows: 24)
        #expect(grid.columns == 4 && grid.rows == 4)
        for column in 0..<4 {
            #expect(ShownColours.of(grid[column, 0]).allSatisfy(ShownColours.isRed))
            #expect(ShownColours.of(grid[column, 3]).allSatisfy(ShownColours.isBlue))
        }
    }

    @Test func aLossyWebPsAlphaIsAClearGround() throws {
        let webp = try Self.fixture("red-clear-64x32.webp")
        let image = try ImageDecoder.decode(webp)
        #expect(pixel(image, x: 40, y: 5)[3] == 0 && pixel(image, x: 5, y: 5)[3] == 255)
        let grid = try ImageCells.make(from: webp, maximumColumns: 80, maximumRows: 24)
        for row in 0..<grid.rows {
            // Lossy: near red, away from the edge where the halves meet.
            #expect(ShownColours.of(grid[1, row]).allSatisfy(ShownColours.isRed) && !ShownColours.of(grid[1, row]).isEmpty)
            #expect(grid[6, row].character == " " && grid[6, row].background == nil, "\(grid[6, row])")
        }
    }

    @Test func anAnimatedWebPIsRefusedWithAReason() throws {
        let webp = try Self.fixture("animated-32x64.webp")
        #expect(throws: ImageRefusal.unreadable("an animated WebP is not decoded")) { try ImageDecoder.decode(webp) }
    }

    // MARK: - Bounds

    /// The red/blue GIF with its logical screen (bytes 6-9, little-endian) made `width` x `height`.
    private static func gif(screenWidth width: Int, height: Int) throws -> [UInt8] {
        var gif = try fixture("red-blue-64x32.gif")
        gif[6] = UInt8(width & 0xFF); gif[7] = UInt8(width >> 8)
        gif[8] = UInt8(height & 0xFF); gif[9] = UInt8(height >> 8)
        return gif
    }

    @Test func aGIFOverFiftyMegapixelsIsRefusedBeforeDecoding() throws {
        #expect(throws: ImageRefusal.tooLarge(width: 10_000, height: 6_000)) { try ImageDecoder.decode(Self.gif(screenWidth: 10_000, height: 6_000)) }
        // The first image's descriptor ("," then left, top, width, height) widening the screen counts too.
        var gif = try Self.fixture("red-blue-64x32.gif")
        let descriptor = try #require(gif.indices.first { gif[$0] == 0x2C && gif[$0 + 5] == 64 && gif[$0 + 7] == 32 })
        gif[descriptor + 5] = 0x60; gif[descriptor + 6] = 0xEA // 60 000 wide
        gif[descriptor + 7] = 0xE8; gif[descriptor + 8] = 0x03 // 1 000 high
        #expect(throws: ImageRefusal.tooLarge(width: 60_000, height: 1_000)) { try ImageDecoder.decode(gif) }
    }

    @Test func aGIFClaimingMoreThanItsLZWCanHoldIsRefused() throws {
        let gif = try Self.gif(screenWidth: 7_000, height: 7_000)
        #expect(throws: ImageRefusal.claimsMoreThanItHolds(width: 7_000, height: 7_000, bytes: gif.count)) { try ImageDecoder.decode(gif) }
    }

    @Test func aTruncatedGIFIsRefusedNotACrash() throws {
        let gif = try Self.fixture("red-blue-64x32.gif")
        for length in [3, 10, 40, gif.count - 20] {
            #expect(throws: (any Error).self, "cut at \(length)") { try ImageDecoder.decode(Array(gif.prefix(length))) }
        }
        do {
            _ = try ImageDecoder.decode(Array(gif.prefix(gif.count - 20)))
        } catch {
            guard case .unreadable = error else { Issue.record("\(error)"); return }
            #expect(error.message.hasPrefix("image not shown: "), "\(error.message)")
        }
    }

    /// A lossless WebP's header alone: RIFF, "VP8L", its signature byte and
    /// 14 bits each of width - 1 and height - 1.
    private static func losslessHeader(width: Int, height: Int) -> [UInt8] {
        func little(_ value: Int) -> [UInt8] { [0, 8, 16, 24].map { UInt8((value >> $0) & 0xFF) } }
        let bits = (width - 1) | (height - 1) << 14
        let chunk = Array("VP8L".utf8) + little(5) + [0x2F] + little(bits)
        return Array("RIFF".utf8) + little(4 + chunk.count) + Array("WEBP".utf8) + chunk + [0]
    }

    @Test func aWebPOverFiftyMegapixelsOrClaimingTooMuchIsRefusedBeforeDecoding() {
        #expect(throws: ImageRefusal.tooLarge(width: 10_000, height: 6_000)) { try ImageDecoder.decode(Self.losslessHeader(width: 10_000, height: 6_000)) }
        let claim = Self.losslessHeader(width: 7_000, height: 7_000)
        #expect(throws: ImageRefusal.claimsMoreThanItHolds(width: 7_000, height: 7_000, bytes: claim.count)) { try ImageDecoder.decode(claim) }
    }

    @Test func aTruncatedWebPIsRefusedNotACrash() throws {
        let webp = try Self.fixture("red-clear-64x32.webp")
        for length in [12, 20, 60, webp.count - 10] {
            #expect(throws: (any Error).self, "cut at \(length)") { try ImageDecoder.decode(Array(webp.prefix(length))) }
        }
    }
}
