import Testing
import HTML
import Turbo

/// The id index answers as a walk would, also after edits it was not told
/// about, and learns the content streams insert.
@Suite("Element id index")
struct ElementIDIndexTests {
    @Test func streamsFindInsertedContentAndForgetRemovedElements() {
        let document = HTMLParser.parse(#"<ul id="l"><li id="a">A</li></ul>"#)
        let index = ElementIDIndex(root: document)
        _ = StreamProcessor.apply(StreamMessage(html: #"""
            <turbo-stream action="append" target="l"><template><li id="b">B</li></template></turbo-stream>
            <turbo-stream action="update" target="b"><template>B2</template></turbo-stream>
            <turbo-stream action="remove" target="a"></turbo-stream>
            """#), to: document, index: index)
        #expect(CanonicalDOM.body(document) == #"<ul id="l"><li id="b">B2</li></ul>"#)
        #expect(index.element(withID: "a") == nil)
        #expect(index.element(withID: "b")?.textContent == "B2")
    }

    @Test func editsMadeElsewhereAreNoticed() throws {
        let document = HTMLParser.parse(#"<p id="x">one</p><div id="box"></div>"#)
        let index = ElementIDIndex(root: document)
        let first = try #require(index.element(withID: "x"))
        first.removeFromParent()
        let box = try #require(index.element(withID: "box"))
        let second = Element(name: "p", attributes: [Attribute(name: "id", value: "x")])
        box.appendChild(second)
        #expect(index.element(withID: "x") === second)
        second.setAttribute("id", "y")
        #expect(index.element(withID: "x") == nil)
        #expect(index.element(withID: "y") === second)
    }

    @Test func templateContentIsNotIndexed() {
        let document = HTMLParser.parse(#"<div><template><p id="t">hidden</p></template></div>"#)
        #expect(ElementIDIndex(root: document).element(withID: "t") == nil)
    }
}
