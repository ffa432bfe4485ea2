import Foundation
import Testing
import HTML
import Render

/// An element whose only child is text keeps the text in place of a
/// `TextNode` (`Element.inlineText`) until something asks for its children,
/// which then get the node (`ParentNode.materializeInlineText`). Whichever
/// way the tree is read, it is the same tree: these tests read it both ways.
@Suite("DOM: text held in place of its node")
struct InlineTextTests {
    /// The first element named `name` below `node`, found without making any text node.
    private func element(_ name: String, in node: Node) -> Element? {
        node.firstDescendant(where: { $0.name == name })
    }

    /// Every inline text below `node` made into its node, by reading the children.
    private func materializeAll(_ node: Node) {
        for child in node.children { materializeAll(child) }
    }

    private func countInline(_ node: Node) -> Int {
        node.descendantElements.filter { $0.inlineText != nil }.count
    }

    @Test func theParserKeepsAnElementsOnlyTextInPlace() throws {
        let document = HTMLParser.parse("<p><span class=kw>fn</span> <code>main</code>()</p>")
        let span = try #require(element("span", in: document))
        #expect(span.inlineText == "fn")
        #expect(span.hasChildren)
        #expect(span.textContent == "fn")
        #expect(span.inlineText == "fn", "textContent reads the text where it is")
        // The paragraph has mixed children, so its text is in nodes.
        let paragraph = try #require(element("p", in: document))
        #expect(paragraph.inlineText == nil)
    }

    @Test func askingForTheChildrenMakesTheTextNode() throws {
        let document = HTMLParser.parse("<p><b>bold</b></p>")
        let bold = try #require(element("b", in: document))
        let text = try #require(bold.firstChild as? TextNode)
        #expect(text.text == "bold")
        #expect(text.parent === bold)
        #expect(text.previousSibling == nil && text.nextSibling == nil)
        #expect(bold.lastChild === text)
        #expect(bold.inlineText == nil, "the node now holds the text")
        #expect(bold.children.count == 1)
    }

    @Test func eachWayToTheChildrenMakesTheNode() throws {
        let ways: [(String, (Element) -> Node?)] = [
            ("firstChild", { $0.firstChild }),
            ("lastChild", { $0.lastChild }),
            ("childNodes", { Array($0.childNodes).first }),
            ("child(at:)", { $0.child(at: 0) }),
            ("firstChildUnretained", { $0.firstChildUnretained?.takeUnretainedValue() }),
        ]
        for (way, read) in ways {
            let element = try #require(self.element("em", in: HTMLParser.parse("<em>word</em>")))
            #expect(element.inlineText == "word")
            let node = read(element) as? TextNode
            #expect(node?.text == "word", "\(way)")
            #expect(node?.parent === element, "\(way)")
        }
    }

    @Test func textArrivingInPiecesIsJoinedInPlace() throws {
        var parser = HTMLStreamParser(declaredCharset: nil)
        for piece in ["<p><a href=/x>lo", "ng li", "nk</a> tail</p>"] { parser.feed(Array(piece.utf8)) }
        let document = parser.finish()
        let link = try #require(element("a", in: document))
        #expect(link.inlineText == "long link")
    }

    @Test func anElementAfterTheTextComesAfterItsNode() throws {
        let document = HTMLParser.parse("<div>before<i>in</i>after</div>")
        let div = try #require(element("div", in: document))
        #expect(div.children.map { ($0 as? TextNode)?.text ?? ($0 as? Element)?.name ?? "?" } == ["before", "i", "after"])
        #expect(element("i", in: document)?.inlineText == "in")
    }

    @Test func editsSeeTheTextAsAChild() throws {
        let appended = try #require(element("span", in: HTMLParser.parse("<span>x</span>")))
        appended.appendChild(Element(name: "b"))
        #expect(appended.children.map { ($0 as? Element)?.name ?? "#text" } == ["#text", "b"])

        let list = try #require(element("li", in: HTMLParser.parse("<ul><li>one</li></ul>")))
        list.insertChild(Element(name: "b"), before: nil)
        #expect(list.children.map { ($0 as? Element)?.name ?? "#text" } == ["#text", "b"])

        let moved = try #require(element("li", in: HTMLParser.parse("<ul><li>two</li></ul>")))
        let target = Element(name: "div")
        moved.moveAllChildren(to: target)
        #expect(!moved.hasChildren)
        #expect((target.firstChild as? TextNode)?.text == "two")
        #expect(target.firstChild?.parent === target)

        let emptied = try #require(element("li", in: HTMLParser.parse("<ul><li>three</li></ul>")))
        emptied.removeAllChildren()
        #expect(!emptied.hasChildren && emptied.inlineText == nil && emptied.textContent.isEmpty)

        // Into an element holding text in place, moved children follow its text.
        let holder = try #require(element("td", in: HTMLParser.parse("<table><tr><td>cell</td></tr></table>")))
        let source = Element(name: "div")
        source.appendChild(Element(name: "br"))
        source.moveAllChildren(to: holder)
        #expect(holder.children.map { ($0 as? Element)?.name ?? "#text" } == ["#text", "br"])
    }

    @Test func aCopyKeepsTheTextInPlaceOnBothSides() throws {
        let document = HTMLParser.parse("<div><span>copied</span></div>")
        let div = try #require(element("div", in: document))
        let copy = try #require(div.deepClone() as? Element)
        #expect(element("span", in: div)?.inlineText == "copied", "the source is not made into nodes")
        #expect(element("span", in: copy)?.inlineText == "copied")
        #expect(copy.textContent == "copied")
    }

    @Test func elementsOfOtherTagsKeepTheirNameAndTextNodes() throws {
        let document = HTMLParser.parse(
            "<x-note>custom</x-note><svg><text>drawn</text><desc2>d</desc2><foreignObject>f</foreignObject></svg>")
        let custom = try #require(element("x-note", in: document))
        #expect(custom.name == "x-note")
        #expect(custom.inlineText == nil)
        #expect((custom.firstChild as? TextNode)?.text == "custom")
        #expect(element("foreignObject", in: document)?.tag == .foreignObject)
        // `desc2` is not a tag the parser lists: its name is kept, so its text is a node.
        let unlisted = try #require(element("desc2", in: document))
        #expect(unlisted.namespace == .svg && unlisted.inlineText == nil)
        #expect((unlisted.firstChild as? TextNode)?.text == "d")
        // SVG's `text` is listed for its labels: its text is held in place.
        let label = try #require(element("text", in: document))
        #expect(label.tag == .text && label.namespace == .svg && label.name == "text")
        #expect(label.inlineText == "drawn" && label.textContent == "drawn")
        // Known tags read their name from the tag, in every namespace.
        for name in ["p", "span", "annotation-xml", "title", "svg", "text", "tspan"] {
            #expect(Element(name: name).name == name)
            #expect(Element(name: name, namespace: .svg).name == name)
        }
    }

    /// An element holding text in place goes away with its text (long
    /// enough to have storage of its own), whether or not the text was made a node.
    @Test func anElementHoldingTextGoesAwayWithIt() throws {
        let text = String(repeating: "a long word ", count: 8)
        weak var held: Element?
        weak var made: TextNode?
        do {
            let document = HTMLParser.parse("<p><span>\(text)</span><b>\(text)</b></p>")
            held = element("span", in: document)
            #expect(held?.inlineText == text)
            made = element("b", in: document)?.firstChild as? TextNode
            #expect(made?.text == text)
        }
        #expect(held == nil)
        #expect(made == nil)
    }

    /// Walks that look for elements pass text held in place by: no element can be in it.
    @Test func findingElementsLeavesTheTextInPlace() throws {
        let document = HTMLParser.parse("<ul><li><a href=/a>a</a></li><li class=x>b</li><li>c<b>d</b></li></ul>")
        let held = countInline(document)
        #expect(held == 3, "the link, the second item, the bold")
        var names: [String] = []
        DocumentWalk.forEachElement(below: document) { names.append($0.name); return true }
        #expect(names.suffix(6) == ["ul", "li", "a", "li", "li", "b"])
        #expect(try SelectorList(parsing: "li.x, ul > li > b, li:has(a)").matchingElements(in: document).count == 3)
        #expect(element("ul", in: document)?.childElements.count == 3)
        #expect(countInline(document) == held)
    }

    /// html5lib's printed tree is read through the children, so it is the
    /// same for text in place; a sample of shapes where text meets markup.
    @Test func theTreeReadsTheSameEitherWay() {
        let pages = [
            "<p><b>one</b><i>two</i> three</p>",
            "<table><tr><td>a</td><td>b<br>c</td></tr></table>",
            "<b><p>misnested</b> text</p>",
            "<pre>\nfirst line dropped</pre><textarea>\nkept</textarea>",
            "<select><option>x</option><option>y</select>",
            "<title>T</title><style>p{}</style><script>var a</script>",
        ]
        for html in pages {
            let inPlace = HTMLParser.parse(html)
            let allNodes = HTMLParser.parse(html)
            materializeAll(allNodes)
            #expect(countInline(allNodes) == 0)
            #expect(TreeDump.format(inPlace.children) == TreeDump.format(allNodes.children), "\(html)")
        }
    }

    /// The layout reads text in place without making nodes, and lays it out
    /// as it lays out the nodes: every corpus page dumps the same both ways.
    @Test func everyCorpusPageDumpsTheSameEitherWay() throws {
        let directory = TestPaths.fixture("corpus")
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count >= 8)
        let renderer = PageRenderer(options: RenderOptions(width: 80, numberLinks: true,
                                                           baseURL: URL(string: "http://example.test/")))
        for page in pages {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(page)))
            let inPlace = HTMLParser.parse(bytes: bytes)
            let held = countInline(inPlace)
            let inPlaceDump = DumpFormatter.format(renderer.render(inPlace), references: true)
            #expect(countInline(inPlace) == held, "\(page): the layout made text nodes")
            let allNodes = HTMLParser.parse(bytes: bytes)
            materializeAll(allNodes)
            #expect(DumpFormatter.format(renderer.render(allNodes), references: true) == inPlaceDump, "\(page)")
            #expect(held > 0, "\(page): no element held its text in place")
        }
    }
}
