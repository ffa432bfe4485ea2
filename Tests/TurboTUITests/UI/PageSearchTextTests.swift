import Testing
import Render
import UI

/// `PageSearchText`: the page's bytes scanned at once must stop on the same
/// row as a walk of its lines with `LineSearch` would, in both directions.
@Suite("Search: the page's text made off the loop")
struct PageSearchTextTests {
    private static func walk(_ lines: [StyledLine], _ query: String, from: Int, to: Int) -> Int? {
        var search = LineSearch(query)
        var row = from
        while true {
            if search.matches(lines[row]) { return row }
            if row == to { return nil }
            row += from <= to ? 1 : -1
        }
    }

    @Test func itStopsOnTheRowsALineByLineWalkStopsOn() {
        let alphabet: [String] = ["a", "B", "b", "k", "K", "\u{212A}", "é", "e", "\u{301}", " ", "本", "ab", "AB"]
        var random = SeededRandom(seed: 36)
        for _ in 0..<300 {
            let lines = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                StyledLine(spans: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    Span(text: (0..<Int.random(in: 0...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined())
                })
            }
            let text = PageSearchText(lines)
            for query in ["a", "ab", "kb", "b a", "e"] {
                let from = Int.random(in: 0..<lines.count, using: &random)
                let to = Int.random(in: 0..<lines.count, using: &random)
                let found = text.firstRow(holding: query, from: from, to: to, lines: lines)
                #expect(found == .some(Self.walk(lines, query, from: from, to: to)), "\(lines.map(\.text)) \(query) \(from)->\(to)")
            }
        }
    }

    @Test func aMatchNeverSpansTwoLines() {
        let lines = [StyledLine(spans: [Span(text: "stre")]), StyledLine(spans: [Span(text: "am")])]
        #expect(PageSearchText(lines).firstRow(holding: "stream", from: 0, to: 1, lines: lines) == .some(nil))
        #expect(PageSearchText(lines).firstRow(holding: "am", from: 0, to: 1, lines: lines) == .some(1))
    }

    /// A query outside ASCII, or lines of another layout: no answer, the caller walks the lines.
    @Test func itDoesNotAnswerWhatItCannotKnow() {
        let lines = [StyledLine(spans: [Span(text: "日本語")])]
        let text = PageSearchText(lines)
        #expect(text.firstRow(holding: "本", from: 0, to: 0, lines: lines) == nil)
        #expect(text.firstRow(holding: "a", from: 0, to: 0, lines: lines + lines) == nil)
    }
}
