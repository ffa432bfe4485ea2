import Testing
import Render
import UI

@Suite("Terminal width of grapheme clusters")
struct TextWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("ｆ", 2), ("한", 2), ("😀", 2),
        ("👍🏽", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("🇯🇵", 2), ("\u{200B}", 0), ("\u{301}", 0),
    ])
    func widthOfOneCluster(text: String, columns: Int) {
        #expect(TextWidth.columns(text) == columns)
    }

    /// `columns` answers these ranges before looking at Unicode properties:
    /// each scalar must be what the property rules make wide (no mark, no
    /// format character; all lie in East Asian Wide or Fullwidth blocks).
    @Test(arguments: [0x3000...0x3029, 0x302E...0x303E, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
                      0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FF, 0xAC00...0xD7A3, 0x3400...0x4DBF] as [ClosedRange<UInt32>])
    func scalarsAnsweredEarlyAreWideByTheirProperties(range: ClosedRange<UInt32>) {
        for value in range {
            let scalar = Unicode.Scalar(value)!
            let category = scalar.properties.generalCategory
            #expect(category != .nonspacingMark && category != .enclosingMark && category != .format,
                    "U+\(String(value, radix: 16)) is \(category)")
            #expect(TextWidth.columns(scalar) == 2)
        }
    }

    @Test func combiningToneMarksAmongCJKSymbolsTakeNoColumn() {
        for value: UInt32 in 0x302A...0x302D {
            #expect(TextWidth.columns(Unicode.Scalar(value)!) == 0)
        }
    }

    @Test func widthOfMixedText() {
        #expect(TextWidth.columns("ab日本😀") == 8)
    }
}

@Suite("Cutting text to a number of columns")
struct TextWidthPrefixTests {
    @Test func cutsBetweenClustersNeverInsideAWideOne() {
        #expect(TextWidth.prefix("ab日本", fitting: 5) == ("ab日", 4))
        #expect(TextWidth.prefix("e\u{301}x", fitting: 1) == ("e\u{301}", 1))
        #expect(TextWidth.prefix("abc", fitting: 10) == ("abc", 3))
        #expect(TextWidth.prefix("日", fitting: 1) == ("", 0))
    }
}
