import Testing
import UI

/// Where search matches sit, in terminal columns.
@Suite("Search matches")
struct SearchMatchTests {
    @Test func findsEveryMatchIgnoringCase() {
        #expect(SearchMatchView.matches(of: "ab", in: "xAbyab") == [1..<3, 4..<6])
    }

    @Test func countsWideCharactersAsTwoColumns() {
        #expect(SearchMatchView.matches(of: "本", in: "日本語 本") == [2..<4, 7..<9])
    }

    @Test func nothingWhenTheQueryIsLongerThanTheLine() {
        #expect(SearchMatchView.matches(of: "longer", in: "long").isEmpty)
    }
}
