import Testing
@testable import HTML

/// Long attribute values share one string when a page repeats them
/// (`InternedStrings.attributeValue`), and every value still reads as its
/// own bytes.
@Suite("Long attribute values interned")
struct LongAttributeValueTests {
    private func buffer(_ bytes: [UInt8]) -> ByteBuffer {
        let buffer = ByteBuffer(capacity: 32)
        bytes.withUnsafeBufferPointer { buffer.append($0.baseAddress!, count: bytes.count) }
        return buffer
    }

    private func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aRepeatedLongValueIsOneString() {
        let strings = InternedStrings()
        let style = "fill:none;stroke-width:2.16;stroke:rgb(0,0,0);"
        let first = strings.attributeValue(buffer(Array(style.utf8)))
        let second = strings.attributeValue(buffer(Array(style.utf8)))
        #expect(first == style && second == style)
        #expect(storage(first) == storage(second))
        #expect(strings.lastHash == 0)
    }

    @Test func everyValueReadsAsItsOwnBytes() {
        let strings = InternedStrings()
        // Lengths on both sides of a word, of the short and the long limit, and past it.
        var values: [String] = []
        for length in [1, 8, 23, 24, 25, 31, 32, 33, 64, 255, 256, 257, 1000] {
            for variant in 0..<40 {
                let base = String(repeating: "ab", count: length)
                values.append(String((String(variant) + "-" + base).utf8.prefix(length))!)
            }
        }
        values.append(String(repeating: "日本", count: 20))
        for _ in 0..<3 {
            for value in values { #expect(strings.attributeValue(buffer(Array(value.utf8))) == value) }
        }
        // Values alike but for their last byte, or only in length.
        let alike = String(repeating: "x", count: 40)
        #expect(strings.attributeValue(buffer(Array((alike + "a").utf8))) == alike + "a")
        #expect(strings.attributeValue(buffer(Array((alike + "b").utf8))) == alike + "b")
        #expect(strings.attributeValue(buffer(Array(alike.utf8))) == alike)
    }

    @Test func invalidUTF8IsRepairedEveryTime() {
        let strings = InternedStrings()
        let bytes = Array(String(repeating: "q", count: 30).utf8) + [0xFF, 0x41]
        for _ in 0..<2 {
            #expect(strings.attributeValue(buffer(bytes)) == String(repeating: "q", count: 30) + "\u{FFFD}A")
        }
    }

    @Test func aParsedPageKeepsEachValue() {
        let html = (0..<200).map { "<p title=\"a long title shared by many paragraphs \($0 % 3)\">x</p>" }.joined()
        let document = HTMLParser.parse(html)
        let titles = document.body?.childElements.map { $0.attribute("title") ?? "" } ?? []
        #expect(titles.count == 200)
        for (index, title) in titles.enumerated() {
            #expect(title == "a long title shared by many paragraphs \(index % 3)")
        }
    }
}
