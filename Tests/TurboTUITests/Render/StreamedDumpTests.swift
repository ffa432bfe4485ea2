import Foundation
import Testing
import HTML
import Render

/// `--dump` writes a page's lines as the layout finishes them (`LineSink`,
/// `DumpWriter`) instead of keeping them all: the bytes must be those of the
/// page laid out whole.
@Suite("A dump written as its lines are laid out")
struct StreamedDumpTests {
    private static func options(width: Int) -> RenderOptions {
        RenderOptions(width: width, numberLinks: true, baseURL: URL(string: "https://corpus.test/page.html"))
    }

    /// The streamed dump, the number of lines the sink was given and the lines the page kept.
    /// `bySpans`: the sink takes a line that is not blank as its spans (`LineSink.takeSpans`), as `--dump`'s does.
    private static func streamed(_ document: Document, width: Int, references: Bool = true,
                                 pieceSize: Int = 1 << 16, bySpans: Bool = false) -> (text: String, handedOn: Int, kept: Int) {
        var bytes: [UInt8] = []
        let writer = DumpWriter(pieceSize: pieceSize, lineCapacity: width) { piece in
            bytes += piece
            return true
        }
        var handedOn = 0
        let take = { (lines: ArraySlice<StyledLine>) in
            handedOn += lines.count
            writer.add(lines)
        }
        let sink = bySpans ? LineSink(take, spans: { spans, lastText in
            handedOn += 1
            writer.add(spans: spans, lastText: lastText)
        }) : LineSink(take)
        let page = PageRenderer(options: options(width: width)).render(document, handingLinesTo: sink)
        writer.add(page.lines[...])
        writer.finish(page, references: references)
        return (String(decoding: bytes, as: UTF8.self), handedOn, page.lines.count)
    }

    private static func whole(_ document: Document, width: Int, references: Bool = true) -> String {
        DumpFormatter.format(PageRenderer(options: options(width: width)).render(document), references: references)
    }

    @Test(arguments: ["gcc-news.html", "nettle-tables.html", "features.html", "seed-article-ja.html"])
    func corpusPageComesOutAsLaidOutWhole(page: String) throws {
        let bytes = Array(try Data(contentsOf: TestPaths.fixture("corpus/\(page)")))
        let document = HTMLParser.parse(HTMLDecoder.decode(bytes))
        for width in [40, 80] {
            for bySpans in [false, true] {
                let result = Self.streamed(document, width: width, bySpans: bySpans)
                #expect(result.text == Self.whole(document, width: width), "\(page) at \(width), by spans: \(bySpans)")
                #expect(result.handedOn > 0, "\(page) at \(width): the sink was given no line")
            }
        }
    }

    /// Blank lines at every place a batch can end: between paragraphs, runs
    /// of `<br>`, blank lines of a `<pre>`, and blank lines at the page's end
    /// (which the page trims, so the sink must not have been given them).
    @Test func blankLinesAroundBatchesComeOutAsLaidOutWhole() {
        var html = ""
        for index in 0..<300 {
            html += "<p>paragraph \(index)</p>"
            html += String(repeating: "<br>", count: index % 5)
            if index % 7 == 0 { html += "<pre>code\n\n\n\(index)\n\n</pre>" }
            if index % 11 == 0 { html += "<div><br><br><br></div>" }
        }
        html += "<p>last</p><br><br><br><br><pre>\n\n\n\n</pre>"
        let document = HTMLParser.parse(html)
        for width in [20, 80] {
            let whole = Self.whole(document, width: width, references: false)
            for bySpans in [false, true] {
                let result = Self.streamed(document, width: width, references: false, bySpans: bySpans)
                #expect(result.text == whole, "by spans: \(bySpans)")
                #expect(result.text.hasSuffix("last\n"))
                #expect(result.kept < (bySpans ? 5 : 64), "the page kept \(result.kept) lines")
            }
        }
    }

    /// A line's last span reaches the sink as bytes when it is still open:
    /// lines of code ending in plain text, in spaces after plain text, in a
    /// highlighted span (whose spaces stay), in a link, or in spaces only,
    /// in a `<pre>`, in paragraphs and in a table's cells.
    @Test func linesEndingInEveryKindOfSpanComeOutAsLaidOutWhole() {
        var html = "<pre>"
        for index in 0..<120 {
            switch index % 6 {
            case 0: html += "let x\(index) = 1;   \n"
            case 1: html += "<span class=kw>fn</span> f\(index)() <b>{   </b>\n"
            case 2: html += "<b>bold</b>    \n"
            case 3: html += "<a href=/c\(index)>call</a>  \n"
            case 4: html += "      \n"
            default: html += "\tend \(index)\t\n"
            }
        }
        html += "</pre>"
        html += (0..<60).map { "<p>para \($0) <em>ends emphasised </em></p><p><a href=/p\($0)>a link</a> </p>" }.joined()
        html += "<table>" + (0..<20).map { "<tr><td>cell \($0)   </td><td><b>b \($0) </b></td></tr>" }.joined() + "</table>"
        let document = HTMLParser.parse(html)
        for width in [12, 80] {
            let whole = Self.whole(document, width: width)
            let result = Self.streamed(document, width: width, bySpans: true)
            #expect(result.text == whole, "at \(width)")
            #expect(result.text.contains("fn f1() {\n"))
        }
    }

    /// The writer's piece grows for a line longer than the room it keeps
    /// (a piece's size and eight bytes a column), a line of spans and one
    /// whose last text is still the composer's bytes alike.
    @Test func aLineLongerThanThePieceComesOutWhole() {
        let long = (0..<600).map { "w\($0)" }.joined(separator: "_")
        let html = "<pre>\(long)\n<b>\(long)</b>\(long)\nshort</pre><p>after</p>"
        let document = HTMLParser.parse(html)
        let whole = Self.whole(document, width: 20, references: false)
        for bySpans in [false, true] {
            let result = Self.streamed(document, width: 20, references: false, pieceSize: 7, bySpans: bySpans)
            #expect(result.text == whole, "by spans: \(bySpans)")
            #expect(result.text.contains(long + long))
        }
    }

    @Test func smallPiecesMakeTheSameBytes() {
        let html = (0..<200).map { #"<p>line \#($0) with <a href="/l\#($0)">a link</a></p>"# }.joined()
        let document = HTMLParser.parse(html)
        let result = Self.streamed(document, width: 30, pieceSize: 7)
        #expect(result.text == Self.whole(document, width: 30))
        #expect(result.text.contains("\nReferences\n\n   1. https://corpus.test/l0\n"))
    }

    @Test func aWriterStopsWhenTheOutputRefuses() {
        let document = HTMLParser.parse((0..<500).map { "<p>line \($0)</p>" }.joined())
        var calls = 0
        let writer = DumpWriter(pieceSize: 16, lineCapacity: 80) { _ in
            calls += 1
            return false
        }
        let page = PageRenderer(options: Self.options(width: 80)).render(document, handingLinesTo: LineSink { writer.add($0) })
        writer.add(page.lines[...])
        writer.finish(page, references: true)
        #expect(calls == 1)
    }
}
