import Foundation
import Testing
import Base
import Images

/// An image scaled to its box's pixels for a pixel protocol, and the part
/// of it that shows.
@Suite("Images: pixels scaled to the box")
struct ScaledPixelsTests {
    static let redBlue = try! [UInt8](Data(contentsOf: TestPaths.fixture("images/red-blue-64x32.png")))

    static func pixel(_ pixels: ScaledPixels, _ x: Int, _ y: Int) -> [UInt8] {
        Array(pixels.rgba[((y * pixels.width + x) * 4)..<((y * pixels.width + x) * 4 + 4)])
    }

    @Test func aGridCarriesPixelsOnlyWhenACellIsGiven() throws {
        let symbols = try ImageCells.make(from: Self.redBlue, box: CellBox(columns: 8, rows: 2), maximumColumns: 80, maximumRows: 24)
        #expect(symbols.grid.pixels == nil)
        let made = try ImageCells.make(from: Self.redBlue, box: CellBox(columns: 8, rows: 2), maximumColumns: 80, maximumRows: 24,
                                       cellPixels: PixelSize(width: 10, height: 20))
        let pixels = try #require(made.grid.pixels)
        #expect(pixels.width == 80 && pixels.height == 40, "8x2 cells of 10x20")
        #expect(Self.pixel(pixels, 0, 0) == [255, 0, 0, 255] && Self.pixel(pixels, 39, 39) == [255, 0, 0, 255])
        #expect(Self.pixel(pixels, 40, 0) == [0, 0, 255, 255] && Self.pixel(pixels, 79, 20) == [0, 0, 255, 255])
    }

    @Test func shrinkingAveragesAndKeepsTransparency() {
        // 4x1: red, blue, transparent, transparent -> 2x1 of 1x1 cells.
        let half = ScaledPixels.scaling(rgba: [255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0, 9, 9, 9, 0], width: 4, height: 1,
                                        columns: 2, rows: 1, cellWidth: 1, cellHeight: 1)
        #expect(Self.pixel(half, 0, 0) == [127, 0, 127, 255], "red and blue averaged")
        #expect(Self.pixel(half, 1, 0)[3] == 0, "transparent stays transparent")
    }

    @Test func theRowsThatShowAreCut() {
        let image = ScaledPixels(width: 2, height: 4, rgba: (0..<8).flatMap { [UInt8($0), 0, 0, 255] }, cellWidth: 1, cellHeight: 2)
        let bottom = image.cropped(rows: 1..<2, columns: 1)
        #expect(bottom.width == 1 && bottom.height == 2)
        #expect(bottom.rgba == [4, 0, 0, 255, 6, 0, 0, 255], "row 2 and 3, first column")
        #expect(image.cropped(rows: 0..<2, columns: 2) === image, "all of it: the same pixels")
    }
}
