import Foundation
import Testing
@testable import HTML
import Render

/// `Element.mayHideOrStyle`: whether any of `style`, `hidden`, `type` and
/// `aria-hidden` is among the attributes, which the layout reads instead of
/// looking through them, kept true to them as they change.
@Suite("Attributes that can hide an element, known without a search")
struct HidingAttributesTests {
    @Test func eachOfTheFourNamesAndNoOtherSetsIt() {
        for name in ["style", "hidden", "type", "aria-hidden"] {
            #expect(Element(name: "p", attributes: [Attribute(name: name, value: "")]).mayHideOrStyle, "\(name)")
        }
        for name in ["class", "id", "styles", "hide", "aria-label", "data-hidden", "types"] {
            #expect(!Element(name: "p", attributes: [Attribute(name: name, value: "")]).mayHideOrStyle, "\(name)")
        }
        #expect(!Element(name: "p").mayHideOrStyle)
        #expect(HTMLParser.parse("<span class=a hidden>x</span>").descendantElements.last?.mayHideOrStyle == true)
    }

    /// The tokenizer finds the flag as it reads each name (`TagToken.mayHideOrStyle`), and the
    /// tree builder gives it to the element without looking at the list: on one thread and on
    /// two, for HTML and foreign elements, a shared list, a duplicate name, and a list the
    /// tree builder adds to (`<body>` again).
    @Test func theTokenizersFlagIsTheAttributes() throws {
        let page = "<body><span class=k>a</span><span class=k hidden>b</span><span class=k>c</span>"
            + "<p class=x class=y STYLE=color:red>d</p><input TYPE=checkbox><div aria-hidden=true id=n>e</div>"
            + "<svg><text x=1 style=fill:red>f</text><text x=1>g</text></svg><math><mi hidden>h</mi></math>"
            + "<body hidden><table><tr><td type=x>i</td></tr></table>"
        var expected: [Bool] = []
        for threshold in [nil, 1] as [Int?] {
            // Repeated past a batch, so the pipelined parse hands tokens over more than once.
            let bytes = Array(String(repeating: page, count: 300).utf8)
            let document = HTMLParser.parse(bytes: bytes, pipelineThreshold: threshold)
            let flags = document.descendantElements.map(\.mayHideOrStyle)
            for element in document.descendantElements {
                let searched = element.attributes.contains { ["style", "hidden", "type", "aria-hidden"].contains($0.name) }
                #expect(element.mayHideOrStyle == searched, "\(element.name) \(element.attributes)")
            }
            if threshold == nil { expected = flags } else { #expect(flags == expected) }
        }
        try #require(expected.contains(true) && expected.contains(false))
        let body = HTMLParser.parse(page).descendantElements.first { $0.tag == .body }
        #expect(body?.mayHideOrStyle == true, "the second <body>'s hidden, added to the first")
    }

    @Test func itFollowsTheAttributesAsTheyChange() {
        let element = Element(name: "p", attributes: [Attribute(name: "class", value: "a")])
        element.setAttribute("hidden", "")
        #expect(element.mayHideOrStyle)
        element.removeAttribute("hidden")
        #expect(!element.mayHideOrStyle)
        element.setAttribute("style", "display: none")
        #expect(element.mayHideOrStyle)
        element.attributes = []
        #expect(!element.mayHideOrStyle)
    }

    @Test func anElementHiddenAfterTheParseIsNotShown() {
        let document = HTMLParser.parse("<p class=note>SHOWN</p><p class=later>LATER</p>")
        let later = document.descendantElements.first { $0.attribute("class") == "later" }!
        func text() -> String { PageRenderer(options: RenderOptions(width: 40)).render(document).lines.map(\.text).joined() }
        #expect(text().contains("LATER"))
        later.setAttribute("hidden", "")
        #expect(!text().contains("LATER"))
        #expect(text().contains("SHOWN"))
        later.removeAttribute("hidden")
        later.setAttribute("style", "display:none")
        #expect(!text().contains("LATER"))
    }
}
