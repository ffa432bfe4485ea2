import Foundation
import HTML
import Render
import Testing

/// A cell of plain text too wide for its column is cut into lines without a
/// composer's walk (`PlainCellText.lines`): the lines must be the ones the
/// walk makes of the same text, which it still makes for a cell holding an
/// element (here a `<span>` around the same text).
@Suite("Tables: plain cells wrap as the composer wraps them")
struct PlainCellWrapTests {
    @Test func wordsWrapAndAWordWiderThanTheColumnIsCutAtItsWidth() throws {
        func lines(_ text: String, _ width: Int) throws -> [String] {
            let cell = try #require(HTMLParser.parse("<table><tr><td>\(text)</table>").descendantElements.first { $0.name == "td" })
            return try #require(PlainCellText(cell)).lines(width: width)
        }
        #expect(try lines("Foxtrot november 5", 7) == ["Foxtrot", "novembe", "r 5"])
        #expect(try lines("SKU-07919", 8) == ["SKU-0791", "9"])
        #expect(try lines("  two\n words ", 5) == ["two", "words"])
        #expect(try lines("abcdefghij x", 5) == ["abcde", "fghij", "x"])
        #expect(try lines("a b c d", 3) == ["a b", "c d"])
        #expect(try lines("wide", 0) == ["w", "i", "d", "e"])
    }

    @Test func aPlainCellWrapsAsTheSameTextInAnElement() {
        let alphabet = Array("abcXYZ0189-$.:/_")
        let spaces = [" ", "  ", "\n", "\t", " \n "]
        var random = SeededRandom(seed: 37)
        var wrapped = 0
        for round in 0..<300 {
            let cells = (0..<3).map { _ in
                let words = (0..<Int.random(in: 1...7, using: &random)).map { _ in
                    String((0..<Int.random(in: 1...18, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                }
                let lead = Bool.random(using: &random) ? spaces.randomElement(using: &random)! : ""
                return lead + words.map { $0 + spaces.randomElement(using: &random)! }.joined()
            }
            let width = Int.random(in: 8...40, using: &random)
            // A header cell is bold, an underlined one underlined: their lines' spaces stay plain.
            let tags = cells.map { _ in ["td", "th", "td class=u"].randomElement(using: &random)! }
            let sheet = "<style>.u { text-decoration: underline }</style>"
            let plain = sheet + "<table><tr>" + zip(tags, cells).map { "<\($0)>\($1)" }.joined() + "</table>"
            let inElement = sheet + "<table><tr>" + zip(tags, cells).map { "<\($0)><span>\($1)</span>" }.joined() + "</table>"
            let fast = Rendering.page(plain, width: width).lines
            let walked = Rendering.page(inElement, width: width).lines
            #expect(fast == walked, "round \(round), width \(width): \(cells)")
            if fast.count > 1 { wrapped += 1 }
        }
        // The rounds are of use when the cells wrap: nearly all do.
        #expect(wrapped > 250)
    }
}
