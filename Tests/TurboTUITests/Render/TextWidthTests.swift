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
