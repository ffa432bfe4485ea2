import Testing
@testable import TurboTUI

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
