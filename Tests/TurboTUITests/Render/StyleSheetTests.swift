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

    @Test func stylesInsideTemplatesDoNotApply() {
        #expect(Rendering.text("<template><style>p{display:none}</style></template><p>x</p>") == "x\n")
    }
}
