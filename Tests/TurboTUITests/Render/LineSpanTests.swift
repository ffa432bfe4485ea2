import Testing
@testable import TurboTUI

/// The spans a line is made of: words of one look join into one span, a
/// word wider than the line is cut, a link's words and spaces are one span.
/// (The line composer places plain words straight into the line's last span.)
@Suite("Lines: words joined into spans")
struct LineSpanTests {
    private func spans(_ html: String, width: Int = 80) -> [[Span]] {
        Rendering.page(html, width: width).lines.map(\.spans)
    }

    @Test func wordsOfOneLookJoinIntoOneSpan() {
        let lines = spans("<p>one two  three <b>bold\nwords</b> tail</p>")
        #expect(lines.count == 1)
        // The space between two bold words is plain, so it is a span of its own.
        #expect(lines[0].map(\.text) == ["one two three ", "bold", " ", "words", " tail"])
        #expect(lines[0].map(\.style.attributes) == [[], .bold, [], .bold, []])
        #expect(lines[0].map(\.width) == [14, 4, 1, 5, 5])
    }

    @Test func aWordWiderThanTheLineIsCutAtTheWidth() {
        let lines = spans("<p>ab abcdefghijkl x</p>", width: 5)
        #expect(lines.map { $0.map(\.text).joined() } == ["ab", "abcde", "fghij", "kl x"])
        #expect(lines.allSatisfy { $0.reduce(0) { $0 + $1.width } <= 5 })
    }

    @Test func aLinksWordsAndSpacesAreOneUnderlinedSpan() {
        let lines = spans("<p>go <a href=/x>one two three</a> now</p>")
        #expect(lines[0].map(\.text) == ["go ", "one two three", " now"])
        #expect(lines[0][1].link == 0)
        #expect(lines[0][1].style.role == .link)
        #expect(lines[0][1].style.attributes.contains(.underline))
        #expect(lines[0][0].link == nil && lines[0][2].link == nil)
    }

    @Test func aWordAcrossTwoTextNodesStaysWhole() {
        let lines = spans("<p>aaaa bb<i>cc</i>dd eeee</p>", width: 8)
        #expect(lines.map { $0.map(\.text).joined() } == ["aaaa", "bbccdd", "eeee"])
        #expect(lines[1].map(\.style.attributes) == [[], .italic, []])
    }

    @Test func theDumpInPiecesIsTheDumpWhole() {
        let page = Rendering.page("<p>" + String(repeating: "word ", count: 300) + "<a href=/a>link</a></p>", width: 30)
        var pieces: [[UInt8]] = []
        DumpFormatter.write(page, pieceSize: 64) { pieces.append($0); return true }
        #expect(pieces.count > 2)
        #expect(pieces.flatMap { $0 } == DumpFormatter.bytes(page))
    }
}
