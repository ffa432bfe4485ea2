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
