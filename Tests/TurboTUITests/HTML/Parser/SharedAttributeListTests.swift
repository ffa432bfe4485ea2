import Testing
import HTML

/// Elements with the same short attribute list share one array
/// (`SharedAttributeLists`): each must still read as its own, and keep its
/// own once changed.
@Suite("HTML parser: shared attribute lists")
struct SharedAttributeListTests {
    private func spans(_ html: String) -> [Element] {
        HTMLParser.parse(html).descendantElements.filter { $0.name == "span" }
    }

    private func sharesStorage(_ a: Element, _ b: Element) -> Bool {
        a.attributes.withUnsafeBufferPointer { first in
            b.attributes.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
        }
    }

    @Test func equalListsShareOneArray() {
        let found = spans(#"<span class="k">a</span><span class="k">b</span><span class='k'>c</span>"#)
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.attributes == [Attribute(name: "class", value: "k")] })
        #expect(sharesStorage(found[0], found[1]) && sharesStorage(found[1], found[2]))
    }

    @Test func listsThatDifferAnywhereAreNotShared() {
        let found = spans("""
            <span class="a">1</span><span class="b">2</span><span id="a">3</span>\
            <span class="a" id="b">4</span><span id="b" class="a">5</span><span class="a" id="b" hidden>6</span>\
            <span class="a" id="b">7</span>
            """)
        let lists = found.map { $0.attributes.map { "\($0.name)=\($0.value)" } }
        #expect(lists == [
            ["class=a"], ["class=b"], ["id=a"], ["class=a", "id=b"], ["id=b", "class=a"],
            ["class=a", "id=b", "hidden="], ["class=a", "id=b"],
        ])
        #expect(!sharesStorage(found[0], found[1]))
        #expect(!sharesStorage(found[3], found[4]), "the same attributes in another order")
        #expect(sharesStorage(found[3], found[6]))
    }

    @Test func aDuplicateAttributeDoesNotMakeTheListAnother() {
        let found = spans(#"<span class="k">a</span><span class="k" class="other">b</span>"#)
        #expect(found[1].attributes == [Attribute(name: "class", value: "k")])
        #expect(sharesStorage(found[0], found[1]))
    }

    @Test func anElementChangedKeepsItsChangeToItself() {
        let found = spans(#"<span class="k">a</span><span class="k">b</span>"#)
        found[0].setAttribute("class", "changed")
        found[1].setAttribute("title", "t")
        #expect(found[0].attributes == [Attribute(name: "class", value: "changed")])
        #expect(found[1].attributes == [Attribute(name: "class", value: "k"), Attribute(name: "title", value: "t")])
        let another = spans(#"<span class="k">c</span>"#)
        #expect(another[0].attributes == [Attribute(name: "class", value: "k")])
    }

    @Test func longValuesAndLongListsAreEachTheirOwn() {
        let long = String(repeating: "x", count: 40)
        let found = spans("""
            <span title="\(long)">1</span><span title="\(long)">2</span>\
            <span a=1 b=2 c=3 d=4 e=5>3</span><span a=1 b=2 c=3 d=4 e=5>4</span>
            """)
        #expect(found[0].attribute("title") == long && found[1].attribute("title") == long)
        #expect(!sharesStorage(found[0], found[1]))
        #expect(found[3].attributes.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(!sharesStorage(found[2], found[3]))
    }
}
