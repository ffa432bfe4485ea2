import Testing
import HTML

@Suite("HTML parser: pages to the Swift DOM")
struct HTMLParserTests {
    @Test func customElementsKeepTheirNames() {
        let document = HTMLParser.parse("""
            <turbo-frame id="posts" src="/posts"><p>x</p></turbo-frame>
            <turbo-stream action="append" target="list"><template><li>1</li></template></turbo-stream>
            <turbo-cable-stream-source channel="Turbo::StreamsChannel"></turbo-cable-stream-source>
            """)
        let names = document.descendantElements.map(\.name)
        #expect(names.contains("turbo-frame"))
        #expect(names.contains("turbo-stream"))
        #expect(names.contains("turbo-cable-stream-source"))
        let frame = document.element(withID: "posts")
        #expect(frame?.name == "turbo-frame")
        #expect(frame?.attribute("src") == "/posts")
        #expect(frame?.childElements.map(\.name) == ["p"])
    }

    @Test func templateContentIsKeptInTheTree() {
        let document = HTMLParser.parse("<template id='t'><li id='item'>one</li></template>")
        let template = document.element(withID: "t")
        #expect(template?.name == "template")
        #expect(template?.childElements.first?.attribute("id") == "item")
        #expect(template?.textContent == "one")
    }

    @Test func buildsTheTreeABrowserBuilds() {
        let document = HTMLParser.parse("<title>T</title><table><tr><td>cell</table><p><b>bold<i>both</b>italic")
        #expect(document.documentElement?.name == "html")
        #expect(document.head?.childElements.map(\.name) == ["title"])
        let table = document.firstDescendant(where: { $0.name == "table" })
        #expect(table?.childElements.map(\.name) == ["tbody"], "an implied tbody")
        #expect(document.title == "T")
        let paragraph = document.firstDescendant(where: { $0.name == "p" })
        #expect(paragraph?.textContent == "boldbothitalic")
        let italics = paragraph?.descendantElements.filter { $0.name == "i" }
        #expect(italics?.count == 2, "the adoption agency reopens <i> after </b>")
    }

    @Test func attributesKeepTheirOrderAndValues() {
        let document = HTMLParser.parse(#"<a href="/x?a=1&amp;b=2" data-turbo-method="delete" data-turbo-confirm="Sure?">x</a>"#)
        let link = document.firstDescendant(where: { $0.name == "a" })
        #expect(link?.attributes.map(\.name) == ["href", "data-turbo-method", "data-turbo-confirm"])
        #expect(link?.attribute("href") == "/x?a=1&b=2")
    }

    @Test func adjacentTextBecomesOneNode() {
        let document = HTMLParser.parse("<p>a&amp;b c</p>")
        let paragraph = document.firstDescendant(where: { $0.name == "p" })
        #expect(paragraph?.children.count == 1)
        #expect((paragraph?.children.first as? TextNode)?.text == "a&b c")
    }

    @Test func hostileNestingIsBounded() {
        let html = String(repeating: "<div>", count: 5000) + "deep" + String(repeating: "</div>", count: 5000)
        let document = HTMLParser.parse(html)
        var depth = 0
        var node: Node = document
        while let next = node.children.first(where: { $0 is Element }) {
            depth += 1
            node = next
        }
        #expect(depth <= HTMLParser.maximumDepth)
        #expect(document.textContent.contains("deep"))
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let bytes: [UInt8] = Array("<p>ok ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" end</p>".utf8)
        let text = HTMLDecoder.decode(bytes)
        let document = HTMLParser.parse(text)
        #expect(document.body?.textContent == "ok \u{FFFD}\u{FFFD}\u{FFFD} end")
    }

    @Test func emptyInputGivesTheImpliedElements() {
        // HTML §13.2.6: end of file in "initial" still makes html, head and body.
        let document = HTMLParser.parse("")
        #expect(document.documentElement?.childElements.map(\.name) == ["head", "body"])
        #expect(document.textContent.isEmpty)
    }

    @Test func commentsAndTheDoctypeAreKeptButAreNotText() {
        let document = HTMLParser.parse("<!DOCTYPE html><!-- top --><p>a<!-- inside -->b</p>")
        #expect(document.doctype?.name == "html")
        #expect(document.quirksMode == .noQuirks)
        let paragraph = document.firstDescendant(where: { $0.name == "p" })
        #expect(paragraph?.children.count == 3)
        #expect((paragraph?.children[1] as? HTML.Comment)?.data == " inside ")
        #expect(document.textContent == "ab")
        #expect(HTMLParser.parse("<p>x").quirksMode == .quirks, "no DOCTYPE")
    }

    @Test func svgKeepsItsNamespaceAndAdjustedNames() {
        let document = HTMLParser.parse(##"<svg viewbox="0 0 1 1"><foreignobject><p>x</p></foreignobject><a xlink:href="#y"/></svg>"##)
        let svg = document.firstDescendant(where: { $0.name == "svg" })
        #expect(svg?.namespace == .svg)
        #expect(svg?.attribute("viewBox") == "0 0 1 1")
        let foreign = svg?.childElements.first
        #expect(foreign?.name == "foreignObject")
        #expect(foreign?.childElements.first?.namespace == .html)
        let link = svg?.childElements.last
        #expect(link.map { AttributeNamespace.ofAttribute(named: $0.attributes[0].name, on: $0.namespace) } == .xlink)
        #expect(link?.attribute("xlink:href") == "#y")
    }

    @Test func onlyForeignElementsHaveNamespacedAttributes() {
        #expect(AttributeNamespace.ofAttribute(named: "xlink:href", on: .html) == nil)
        #expect(AttributeNamespace.ofAttribute(named: "xml:lang", on: .mathml) == .xml)
        #expect(AttributeNamespace.ofAttribute(named: "xmlns", on: .svg) == .xmlns)
        #expect(AttributeNamespace.ofAttribute(named: "xlink:hrefx", on: .svg) == nil)
        #expect(AttributeNamespace.ofAttribute(named: "href", on: .svg) == nil)
    }

    @Test func inMemoryBodiesParseTheSameInChunks() {
        // A tag, a character reference and a multi-byte character cut by the chunk boundary.
        let filler = String(repeating: "a", count: HTMLParser.chunkSize - 3)
        for cut in ["<b class=x>b</b>", "&amp;", "日"] {
            let html = "<p>" + filler + cut + "</p>"
            let text = HTMLParser.parse(html).body?.textContent ?? ""
            #expect(text == filler + (cut == "&amp;" ? "&" : cut == "日" ? "日" : "b"))
        }
    }
}

@Suite("HTML parser: straight from the page's bytes")
struct HTMLParserBytesTests {
    @Test func utf8BytesParseWithoutDecodingFirst() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<p>ok ".utf8) + [0xFF, 0xC3] + Array(" 日本</p>".utf8)
        let document = HTMLParser.parse(bytes: bytes)
        #expect(document.body?.textContent == "ok \u{FFFD}\u{FFFD} 日本")
    }

    @Test func legacyBytesAreDecodedBeforeParsing() {
        let bytes: [UInt8] = Array("<meta charset=shift_jis><p>".utf8) + [0x93, 0xFA, 0x96, 0x7B]
        #expect(HTMLParser.parse(bytes: bytes).body?.textContent == "日本")
        #expect(HTMLParser.parse(bytes: Array("<p>caf".utf8) + [0xE9], declaredCharset: "latin1").body?.textContent == "café")
    }

    @Test func parentsAreClearedWhenTheirNodeGoesAway() {
        var child: Node?
        do {
            let document = HTMLParser.parse("<div><p>x</p></div>")
            child = document.firstDescendant(where: { $0.name == "p" })
            #expect(child?.parent != nil)
        }
        // The document and the div are gone; the paragraph must not point at them.
        #expect(child?.parent == nil)
        #expect(child?.textContent == "x")
    }

    /// The in-body rules search text for U+0000 only once the tokenizer has
    /// passed one through: a NUL first met deep in a page, after the text
    /// and the chunk it began in, is still dropped, and one in a CDATA
    /// section of SVG becomes U+FFFD as foreign content has it.
    @Test func aNULFirstMetLateInThePageIsStillDropped() {
        let filler = String(repeating: "word ", count: 30_000)
        let page = "<p>" + filler + "</p><p>a\u{0}b</p><p>c\u{0}</p><svg><![CDATA[x\u{0}y]]></svg>"
        let document = HTMLParser.parse(bytes: Array(page.utf8))
        let paragraphs = document.descendantElements.filter { $0.name == "p" }
        #expect(paragraphs.count == 3)
        #expect(paragraphs[1].textContent == "ab")
        #expect(paragraphs[2].textContent == "c")
        let svg = document.firstDescendant(where: { $0.name == "svg" })
        #expect(svg?.textContent == "x\u{FFFD}y")
    }
}
