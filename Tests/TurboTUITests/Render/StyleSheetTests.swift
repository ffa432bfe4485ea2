import Testing
import HTML
import Render

@Suite("Style sheet reader: hiding and emphasis from simple selectors")
struct StyleSheetTests {
    @Test func classIdTagCompoundAndDescendantSelectorsHide() {
        let output = Rendering.text("""
            <style>.gone{display:none} #x { display: none !important } aside{display:none}
            p.both{visibility:hidden} nav a{display:none} ul > li.skip{display:none}</style>
            <p class="a gone">one</p><p id=x>two</p><aside>three</aside><p class=both>four</p>
            <nav>menu <a href=/>five</a></nav><ul><li class=skip>six<li>seven</ul><p class=a>shown</p>
            """)
        #expect(output == "menu\n\n * seven\n\nshown\n")
    }

    @Test func atRulesCommentsAndUnsupportedSelectorsAreSkipped() {
        let output = Rendering.text("""
            <style>/* .c{display:none} */ @media print { .p{display:none} } @import url(x.css);
            a:hover{display:none} .q::after, .r:before{display:none}</style>
            <p class=c>c</p><p class=p>p</p><a href=/>a</a><p data-x class=q>q</p><p class=r>r</p>
            """)
        #expect(output == "c\n\np\n\na\n\nq\n\nr\n")
    }

    @Test func commentsAnywhereAreDroppedAndAnUnclosedOneEndsTheSheet() {
        let output = Rendering.text("""
            <style>/**/.a{display:none}/* é { } */.b/* x */{display:none}/*/ .c{display:none} */
            .d{display:none} /* .e{display:none}</style>
            <p class=a>a</p><p class=b>b</p><p class=c>c</p><p class=d>d</p><p class=e>e</p>
            """)
        #expect(output == "c\n\ne\n")
    }

    /// `Element.anyStyleElementExists` lets `StyleSheet(document:)` skip its walk. The count
    /// covers every `<style>` made, of either namespace, by the parser or by hand, until it is
    /// freed. Other tests run beside this one and make their own, so it asserts with margins.
    @Test func everyStyleElementInMemoryIsCountedUntilItIsFreed() {
        var kept: [Element] = []
        for index in 0..<10_000 {
            kept.append(Element(name: "style", namespace: index.isMultiple(of: 2) ? .html : .svg))
        }
        kept.append(contentsOf: HTMLParser.parse("<style>p{}</style><svg><style>x{}</style></svg>").descendantElements)
        #expect(Element.anyStyleElementExists)
        let during = Element.liveStyleElementCount
        #expect(during >= 10_002)
        kept = []
        #expect(during - Element.liveStyleElementCount >= 10_002 - 1_000, "freed ones are no longer counted")
    }

    @Test func aStyleElementAddedAfterTheParseIsRead() {
        let document = HTMLParser.parse("<p class=a>shown</p><p class=b>gone</p>")
        let style = Element(name: "style")
        style.appendChild(TextNode(".b{display:none}"))
        document.descendantElements.first { $0.tag == .body }?.appendChild(style)
        let sheet = StyleSheet(document: document)
        let paragraphs = document.descendantElements.filter { $0.tag == .p }
        #expect(sheet.declarations(for: paragraphs[1]).hidden == true)
        #expect(sheet.declarations(for: paragraphs[0]).hidden != true)
    }

    @Test func laterAndMoreSpecificRulesWin() {
        let sheet = StyleSheet(css: "p{display:none} .show{display:block} #me{display:none} div p{display:block}")
        let document = HTMLParser.parse("<p class=show id=me>x</p><div><p>y</p></div>")
        let paragraphs = document.descendantElements.filter { $0.name == "p" }
        #expect(sheet.declarations(for: paragraphs[0]).hidden == true, "an id beats a class")
        #expect(sheet.declarations(for: paragraphs[1]).hidden == false, "two tags beat one")
    }

    @Test func fontWeightAndStyleBecomeAttributes() {
        let page = Rendering.page("<style>.red{font-weight:bold}.it{font-style:italic}</style><p class=red>R</p><p class=it>I</p>")
        #expect(page.lines[0].spans[0].style.attributes.contains(.bold))
        #expect(page.lines[2].spans[0].style.attributes.contains(.italic))
    }

    @Test func siblingStructuralAndHasRulesApply() {
        let output = Rendering.text("""
            <style>.q + .r{display:none} li:nth-child(2n){display:none} section:has(> .secret){display:none}
            p:empty ~ p.after{display:none}</style>
            <p class=q>q</p><p class=r>r</p><ul><li>one<li>two<li>three</ul>
            <section><b class=secret>s</b></section><p></p><p class=after>after</p><p>last</p>
            """)
        #expect(output == "q\n\n * one\n * three\n\nlast\n")
    }

    @Test func anInsertionBeforeAStructurallyStyledSiblingRestylesIt() {
        let options = RenderOptions(width: 40)
        let layout = IncrementalLayout(document: HTMLParser.parse("<style>li:first-child{display:none}</style><ul id=u><li>aa<li>bb</ul>"),
                                       options: options)
        #expect(!layout.page.text.contains("aa") && layout.page.text.contains("bb"))
        let list = layout.document.element(withID: "u")!
        let item = Element(name: "li")
        item.appendChild(TextNode("new"))
        list.insertChild(item, at: 0)
        var changes = DOMChanges()
        changes.noteInserted(item, into: list)
        layout.update(after: changes)
        #expect(layout.page.text.contains("aa") && !layout.page.text.contains("new"))
        #expect(layout.page.text == PageRenderer(options: options).render(layout.document).text)
    }

    /// `declarations(for:)` parses a `style` only when `mayStyleText` says
    /// it may set one of the four text properties: a style it turns away
    /// must declare none of them. Random styles of property names in mixed
    /// case, near misses and bytes that `| 0x20` or lowercasing could confuse.
    @Test func aStyleTurnedAwayUnparsedDeclaresNoTextProperty() {
        let pieces = ["display", "DISPLAY", "DiSpLaY", "Visibility", "font-", "FONT-WEIGHT", "font-style", "font_style",
                      "text-decoration", "TEXT-DECORATION-LINE", "text\rdecoration", "fill", "width", ":", ";", " ", "\r",
                      "\n", "\t", "none", "bold", "700", "italic", "underline", "hidden", "!important", "é", "\u{212A}",
                      "\u{0130}", "-", "d", "isplay", "font", "weight", "\r\n", "\u{301}"]
        var random = SeededRandom(seed: 37)
        for _ in 0..<5_000 {
            let style = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let declarations = CSSDeclarations(parsing: Substring(style))
            #expect(CSSDeclarations.mayStyleText(style) || declarations.isEmpty, "\(style.debugDescription)")
        }
        let upper = HTMLParser.parse("<b style='FONT-WEIGHT: NORMAL'>x</b><i style=\"Display:None\">y</i>").descendantElements
        #expect(StyleSheet.empty.declarations(for: upper.first { $0.name == "b" }!).bold == false)
        #expect(StyleSheet.empty.declarations(for: upper.first { $0.name == "i" }!).hidden == true)
    }

    /// Class names are split where their characters split: a value of ASCII
    /// by its bytes, any other (an accent joins the letter before it) by
    /// `Character`. (A carriage return and line feed from references make one
    /// `Character`, which is not split yet: ASCII whitespace should split it.)
    @Test func classNamesSplitWhereTheirCharactersDo() {
        let output = Rendering.text("""
            <style>.a{display:none}</style>
            <p class="x\ta">1</p><p class="é a">3</p><p class="a&#x301;">4</p>
            <p class="  a  ">5</p><p class="b\u{0C}a">6</p><p class=x>7</p>
            """)
        #expect(output == "4\n\n7\n")
    }

    @Test func stylesInsideTemplatesDoNotApply() {
        #expect(Rendering.text("<template><style>p{display:none}</style></template><p>x</p>") == "x\n")
    }

    /// Tag rules are found by the parser's tag for the tags it knows and by
    /// name for the rest, and the two kinds mix in one sheet.
    @Test func tagRulesApplyToKnownAndCustomTags() {
        let html = "<style>b{display:none} x-y{display:none} I{display:none}</style><p>1<b>2</b><x-y>3</x-y><i>4</i><u>5</u></p>"
        #expect(Rendering.text(html) == "15\n")
    }

    /// Found along the sibling links, by tag: after the content, deep in the
    /// body and in SVG (whose `style` is a style too) as in the head, in order.
    @Test func stylesAnywhereApplyInDocumentOrder() {
        let html = """
            <p class=a>a</p><p class=b>b</p><p class=c>c</p><p class=d>d</p>
            <div><div><style>.a{display:none}</style></div></div>
            <svg><style>.b{display:none}</style></svg>
            <style>.c{display:none}</style><style>.c{display:block}</style>
            """
        #expect(Rendering.text(html) == "c\n\nd\n")
    }
}
