import Testing
import HTML

/// The CSS selector subset of `targets` (turbo-wire S3): each form matched
/// against a real parsed page, and bad selectors refused with a message.
@Suite("Stream target selectors")
struct SelectorListTests {
    private let document = HTMLParser.parse("""
        <div id="main" class="box wide"><ul><li class="item first" data-n="1">a</li>\
        <li class="item" data-n="2" lang="en-GB">b</li></ul><p class="item">c</p></div>\
        <section><p data-x="say hello there">d</p><p title="x">e</p></section>
        """)

    private func texts(_ selector: String) throws -> [String] {
        try SelectorList(parsing: selector).matchingElements(in: document).map(\.textContent)
    }

    @Test func typeIDAndClass() throws {
        #expect(try texts("li") == ["a", "b"])
        #expect(try texts("LI") == ["a", "b"])
        #expect(try texts("#main").count == 1)
        #expect(try texts(".item") == ["a", "b", "c"])
        #expect(try texts(".item.first") == ["a"])
        #expect(try texts("p.item") == ["c"])
        #expect(try texts("*").count == document.descendantElements.count)
    }

    @Test func attributes() throws {
        #expect(try texts("[data-n]") == ["a", "b"])
        #expect(try texts("[data-n='2']") == ["b"])
        #expect(try texts(#"[data-n="1"]"#) == ["a"])
        #expect(try texts("[data-x~=hello]") == ["d"])
        #expect(try texts("[data-x~=hell]") == [])
        #expect(try texts("[lang^=en]") == ["b"])
        #expect(try texts("[lang$='-GB']") == ["b"])
        #expect(try texts("[data-x*=lo\\ th]") == ["d"])
        #expect(try texts("[title=\"\"]") == [])
    }

    @Test func combinatorsAndLists() throws {
        #expect(try texts("div li") == ["a", "b"])
        #expect(try texts("div > li") == [])
        #expect(try texts("div > ul > li.first") == ["a"])
        #expect(try texts("#main .item") == ["a", "b", "c"])
        #expect(try texts("section p, li.first") == ["a", "d", "e"])
        #expect(try texts("  div>p  ") == ["c"])
    }

    @Test func invalidSelectorsAreErrorsWithAPlace() {
        for bad in ["", "li:first", "a + ", "a ~", "[x", "[x=\"y]", ".", "a,", ",a", "a >", "#", "a!", "[=x]", "[data-n=2]"] {
            #expect(throws: SelectorError.self, "\(bad)") { try SelectorList(parsing: bad) }
        }
        let error = #expect(throws: SelectorError.self) { try SelectorList(parsing: "p:hover") }
        #expect(error?.description == #"invalid CSS selector "p:hover" at character 8: the pseudo-class ":hover" is not supported: it follows the pointer, which a static document does not have"#)
    }

    @Test func anInvalidSelectorSkipsItsStreamAndTheNextOneRuns() {
        let (body, outcome) = CanonicalDOM.apply("""
            <turbo-stream action="remove" targets="p:first"></turbo-stream>\
            <turbo-stream action="remove" targets="p"></turbo-stream>
            """, to: "<p>x</p><div>y</div>")
        #expect(body == "<div>y</div>")
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.description.hasPrefix(#"<turbo-stream action="remove" targets="p:first">: invalid CSS selector"#) == true)
    }
}
