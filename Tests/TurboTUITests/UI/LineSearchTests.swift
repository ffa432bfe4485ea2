import Testing
import Render
import UI

/// `LineSearch`: which lines `/` and `n` stop on. It must answer as
/// `line.text.lowercased().contains(query)` does, its bytes' way only a
/// faster road to the same answer.
@Suite("Search: which lines hold the text")
struct LineSearchTests {
    private static func line(_ parts: String...) -> StyledLine {
        StyledLine(spans: parts.map { Span(text: $0) })
    }

    /// `search` is mutable (it keeps its byte buffer), which `#expect` cannot call inside.
    private static func found(_ search: inout LineSearch, _ line: StyledLine) -> Bool {
        search.matches(line)
    }

    @Test func capitalsInTheLineMatchASmallLetterQuery() {
        var search = LineSearch("stream")
        #expect(Self.found(&search, Self.line("Readable STREAMs")))
        #expect(Self.found(&search, Self.line("Stre", "am", " across spans")), "a match across two spans")
        #expect(!Self.found(&search, Self.line("strea")))
        #expect(!Self.found(&search, Self.line("")))
    }

    /// A character outside ASCII can lower to ASCII (the Kelvin sign to
    /// `k`); a byte search alone would miss it.
    @Test func aLineOutsideASCIIIsMatchedByCharacters() {
        var search = LineSearch("kb")
        #expect(Self.found(&search, Self.line("64 \u{212A}B")), "the Kelvin sign lowers to k")
        var accented = LineSearch("cafe")
        #expect(!Self.found(&accented, Self.line("cafe\u{301}")), "e and a combining accent are one character, not e")
        var wide = LineSearch("本")
        #expect(Self.found(&wide, Self.line("日本語")))
    }

    /// Random lines and queries over letters that fold in every way the
    /// strings' way does; the seed is printed with a difference.
    @Test func itAgreesWithTheStringsWayOnRandomLines() {
        let alphabet: [String] = ["a", "A", "b", "B", "k", "K", "\u{212A}", "i", "I", "\u{130}", "e", "\u{301}", "é", " ", "本", "ß", "S"]
        var random = SeededRandom(seed: 37)
        for _ in 0..<3_000 {
            let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            }
            // A query is typed text: it does not start with a combining mark (where
            // Foundation's `contains`, which a test may see, and the standard library's differ).
            let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
                .lowercased()
            guard query.unicodeScalars.first != "\u{301}" else { continue }
            let line = StyledLine(spans: parts.map { Span(text: $0) })
            var search = LineSearch(query)
            let found = search.matches(line)
            #expect(found == line.text.lowercased().contains(query), "\(parts) \(query)")
        }
    }
}
