import Foundation
import Testing
import HTML
import Render

@Suite("Dump format: lynx-like text with numbered links and References")
struct DumpFormatTests {
    private func dump(_ html: String, width: Int = 80, base: String = "http://example.test/dir/page",
                      references: Bool = true) -> String {
        let options = RenderOptions(width: width, numberLinks: references, baseURL: URL(string: base))
        let page = PageRenderer(options: options).render(HTMLParser.parse(html))
        return DumpFormatter.format(page, references: references)
    }

    @Test func numbersLinksAndListsAbsoluteReferences() {
        let output = dump(#"<p>See <a href="/one">one</a> and <a href="two?x=1">two</a>.</p>"#)
        #expect(output == """
            See [1]one and [2]two.

            References

               1. http://example.test/one
               2. http://example.test/dir/two?x=1

            """)
    }

    @Test func aLinkNumberStaysWithTheLinksFirstWord() {
        let output = dump(#"<p>the <a href="/a"> spaced</a> and (<a href="/b"><code>x</code></a>) and <a href="/c"></a>end</p>"#,
                          references: true)
        #expect(output.hasPrefix("the [1]spaced and ([2]x) and [3]end\n"))
    }

    @Test func noReferencesLeavesOutNumbersAndList() {
        #expect(dump(#"<p><a href="/one">one</a></p>"#, references: false) == "one\n")
    }

    @Test func baseElementChangesResolution() {
        let output = dump(#"<head><base href="https://other.test/root/"></head><a href="x">x</a>"#)
        #expect(output.contains("1. https://other.test/root/x"))
    }

    @Test func wrapsAtTheWidthBetweenWords() {
        let output = dump("<p>alpha beta gamma delta epsilon zeta eta theta</p>", width: 20)
        #expect(output == "alpha beta gamma\ndelta epsilon zeta\neta theta\n")
        for line in output.split(separator: "\n") { #expect(line.count <= 20) }
    }

    @Test func aWordAcrossStylesIsNotBroken() {
        let output = dump("<p>aaaaaaaaaa bbbb<b>cccc</b>dddd</p>", width: 18)
        #expect(output == "aaaaaaaaaa\nbbbbccccdddd\n")
    }

    @Test func blocksAreSeparatedAndWhitespaceCollapses() {
        let output = dump("<h1>  Title\n  here </h1><p>one\n\n two</p><div>three</div><div>four</div>")
        #expect(output == "Title here\n\none two\n\nthree\nfour\n")
    }

    @Test func hiddenContentIsNotShown() {
        let output = dump("""
            <head><title>T</title><style>p{}</style><script>alert(1)</script></head>
            <p hidden>HIDDEN1</p><p style="color: red; display : none">HIDDEN2</p>
            <template><p>HIDDEN3</p></template><span aria-hidden="true"> </span>
            <p>shown</p><noscript>NOSCRIPT</noscript>
            """)
        #expect(output == "shown\n\nNOSCRIPT\n")
    }

    @Test func japaneseWrapsBetweenCharactersAtTwoColumnsEach() {
        let output = dump("<p>日本語の段落です。これは折り返しのテストです。</p>", width: 20)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for line in lines { #expect(TextWidth.columns(line) <= 20) }
        #expect(lines.joined() == "日本語の段落です。これは折り返しのテストです。")
        #expect(!lines[1].hasPrefix("。"), "closing punctuation never starts a line")
    }

    /// Issue 34: at 40 columns the seed article started lines with `）` and `、`
    /// and ended one with `（`. Kinsoku: closing punctuation stays with what
    /// it closes, an opening bracket with what it opens.
    @Test(arguments: 16...24)
    func noLineStartsWithClosingPunctuationOrEndsWithAnOpeningBracket(width: Int) {
        let text = "機能があります。（Androidにもあるようですが触ってないです）わかるのですが、turbo-iosは「jsonの」parseだけです？"
        let lines = dump("<p>\(text)</p>", width: width).split(separator: "\n").map(String.init)
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
        for line in lines {
            #expect(TextWidth.columns(line) <= width, "\(line)")
            #expect(!"）、。」？".contains(line.first ?? "x"), "starts with closing punctuation at \(width): \(lines)")
            #expect(!"（「".contains(line.last ?? "x"), "ends with an opening bracket at \(width): \(lines)")
        }
    }

    /// A run of CJK letters, punctuation and ASCII is laid out from its
    /// scalars; a run holding a combining mark, from its characters. Both
    /// must break alike: が written as か and U+3099 (the character path)
    /// gives the same lines as the precomposed が (the scalar path).
    @Test(arguments: 8...24)
    func aRunBreaksAlikeByScalarsAndByCharacters(width: Int) {
        let pieces = ["機能", "ありますＡＢＣ。（Androidにもある）「jsonの」parseだけです", "、ー〜ぁ한국어〇〰"]
        let precomposed = dump("<p>\(pieces.joined(separator: "が"))</p>", width: width)
        let decomposed = dump("<p>\(pieces.joined(separator: "か\u{3099}"))</p>", width: width)
        #expect(precomposed.unicodeScalars.count != decomposed.unicodeScalars.count)
        #expect(precomposed.split(separator: "\n") == decomposed.split(separator: "\n"))
        for line in precomposed.split(separator: "\n") { #expect(TextWidth.columns(String(line)) <= width) }
    }

    /// Code is laid out from its bytes; a piece with a control character
    /// or a non-ASCII letter is sanitized and measured as before.
    @Test func preformattedTextWithControlsAndWideLettersKeepsItsTabStops() {
        #expect(dump("<pre>a\u{1}b \u{e9}\tc\n\u{65e5}\u{672c}\tx\ty</pre>") == "a^Ab \u{e9}  c\n\u{65e5}\u{672c}    x       y\n")
    }

    /// Printable ASCII is passed over eight bytes at a time: a tab, a
    /// newline, a control character or a letter past ASCII at every offset
    /// around those eight is still found where it is.
    @Test func preformattedBytesAreEachSeenAtEveryOffset() {
        for offset in 0..<20 {
            let before = String(repeating: "x", count: offset)
            let after = String(repeating: "y", count: 11)
            let stop = (offset / 8 + 1) * 8
            #expect(dump("<pre>\(before)\t\(after)</pre>") == before + String(repeating: " ", count: stop - offset) + after + "\n")
            #expect(dump("<pre>\(before)\n\(after)</pre>") == (offset == 0 ? "" : before + "\n") + after + "\n")
            #expect(dump("<pre>\(before)\u{1}\(after)</pre>") == before + "^A" + after + "\n")
            #expect(dump("<pre>\(before)\u{e9}\t\(after)</pre>") == before + "\u{e9}" + String(repeating: " ", count: stop - offset - 1 + (offset % 8 == 7 ? 8 : 0)) + after + "\n")
        }
    }

    @Test func listsAndPreformattedText() {
        let output = dump("<ul><li>one<ol start=3><li>three<li>four</ol></ul><pre>a  b\n\tc</pre>")
        #expect(output == " * one\n   3. three\n   4. four\n\na  b\n        c\n")
    }

    @Test func controlCharactersNeverReachTheOutput() {
        // Character references are how escape bytes survive the parser into text.
        let output = dump("<title>&#27;]0;t&#7;</title><p>esc&#27;[31mred bell&#7; del&#127; csi&#x9b;2J raw\u{1B}x</p>"
            + "<a href=\"/&#27;]0;x\">t&#27;</a>")
        #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(output.contains("esc^[[31mred bell^G del^?"))
        #expect(output.contains("[1]t^["))
    }

    @Test func sanitizerMakesEveryControlVisible() {
        #expect(TerminalSafeText.sanitize("a\u{1B}[2Jb\u{7F}c\u{9B}d\u{0}e\t") == "a^[[2Jb^?c\u{FFFD}d^@e^I")
        #expect(TerminalSafeText.sanitize("plain 日本 ✓") == "plain 日本 ✓")
    }

    @Test func passwordValuesAreNeverPrinted() {
        let output = dump(#"<form><input type="password" value="hunter2"><input name="q" value="query"></form>"#)
        #expect(!output.contains("hunter2"))
        #expect(output.contains("*******"))
        #expect(output.contains("query"))
    }

    @Test func imagesShowTheirAltText() {
        #expect(dump(#"<p><img src="a.png" alt="A cat"> <img src="b.png"> <img src="c.png" alt=""></p>"#) == "[A cat] [img]\n")
    }
}
