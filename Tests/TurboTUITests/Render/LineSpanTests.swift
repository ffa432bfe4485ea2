import Testing
import Render

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

    /// A line's trailing plain spaces go, from the bytes of a span still
    /// being gathered as from a finished span's string; a styled span keeps its own.
    @Test func aLinesTrailingPlainSpacesGo() {
        let lines = spans("<pre>code   \ncode <b>x</b>   \n   <b>y  </b>\n<i>z</i>    </pre>")
        #expect(lines.map { $0.map(\.text) } == [["code"], ["code ", "x"], ["   ", "y  "], ["z"]])
        #expect(lines.map { $0.map(\.width) } == [[4], [5, 1], [3, 3], [1]])
        let blank = spans("<pre>a\n    \nb</pre>")
        #expect(blank.map { $0.map(\.text) } == [["a"], [], ["b"]])
    }

    @Test func theDumpInPiecesIsTheDumpWhole() {
        let page = Rendering.page("<p>" + String(repeating: "word ", count: 300) + "<a href=/a>link</a></p>", width: 30)
        var pieces: [[UInt8]] = []
        DumpFormatter.write(page, pieceSize: 64) { pieces.append($0); return true }
        #expect(pieces.count > 2)
        #expect(pieces.flatMap { $0 } == DumpFormatter.bytes(page))
    }

    @Test func theReferencesInPiecesAreTheReferencesWhole() {
        let links = (1...40).map { "<a href=/page/\($0)>l\($0)</a>" }.joined(separator: " ")
        let page = Rendering.page("<p>x</p><p>" + links + "</p>", width: 30)
        var pieces: [[UInt8]] = []
        DumpFormatter.write(page, pieceSize: 64) { pieces.append($0); return true }
        // The lines end in the first few pieces; the References fill the rest.
        #expect(pieces.count > 8)
        #expect(pieces.dropLast().allSatisfy { $0.count < 64 + 80 })
        #expect(pieces.flatMap { $0 } == DumpFormatter.bytes(page))
        var listed: [[UInt8]] = []
        DumpFormatter.writeReferences(page, pieceSize: 64) { listed.append($0); return true }
        #expect(listed.count > 8)
        #expect(listed.flatMap { $0 } == DumpFormatter.referenceBytes(page))
        #expect(String(decoding: DumpFormatter.referenceBytes(page), as: UTF8.self).hasPrefix("\nReferences\n\n   1. "))
    }

    @Test func aStoppedOutputGetsNoMorePieces() {
        let links = (1...40).map { "<a href=/page/\($0)>l\($0)</a>" }.joined(separator: " ")
        let page = Rendering.page("<p>" + links + "</p>", width: 30)
        var handed = 0
        DumpFormatter.write(page, pieceSize: 64) { _ in handed += 1; return handed < 3 }
        #expect(handed == 3)
    }
}
