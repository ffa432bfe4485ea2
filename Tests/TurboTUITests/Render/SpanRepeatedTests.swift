import Testing
import Render

/// `Span.repeated`, the rules and table borders' text made in one copy,
/// against `String(repeating:count:)`, which it stands in for.
@Suite("Spans: a piece repeated")
struct SpanRepeatedTests {
    @Test(arguments: ["-", "─", " ", "ab", "é"], [0, 1, 3, 78])
    func isStringRepeating(_ piece: String, _ count: Int) {
        #expect(Span.repeated(piece, count: count) == String(repeating: piece, count: count))
    }

    @Test func aNegativeCountIsEmpty() {
        #expect(Span.repeated("-", count: -2).isEmpty)
    }

    @Test func aRuleIsTheWidthLessTheIndent() {
        let lines = Rendering.page("<blockquote><hr></blockquote>", width: 20).lines
        #expect(lines.map { $0.spans.map(\.text).joined() } == ["  " + String(repeating: "─", count: 18)])
        #expect(lines[0].spans.last?.width == 18)
    }
}
