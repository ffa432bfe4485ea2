import Foundation
import Testing
import Base
import HTML
import Render

/// One selector engine for stream `targets` and `<style>` rules (issue 15):
/// both agree, and matching takes polynomial time on hostile shapes (issue 14).
@Suite("One selector engine: stream targets and style rules agree, in polynomial time")
struct SelectorEngineTests {
    /// `.a > .p span` where the nearest `.p` is not the child of `.a` but an outer one is:
    /// a greedy matcher stops at the nearest `.p` and misses.
    private let nested = #"<div class="a"><div class="p"><div class="p"><span>x</span></div></div></div>"#

    @Test func aChildCombinatorBehindADescendantFindsTheOuterCandidate() throws {
        let document = HTMLParser.parse(nested)
        #expect(try SelectorList(parsing: ".a > .p span").matchingElements(in: document).map(\.name) == ["span"])
        #expect(try SelectorList(parsing: ".a > .p > span").matchingElements(in: document).isEmpty)
        #expect(try SelectorList(parsing: ".p > .p span").matchingElements(in: document).map(\.name) == ["span"])
        #expect(try SelectorList(parsing: ".a > .p > .p > span").matchingElements(in: document).map(\.name) == ["span"])
    }

    @Test func aStyleRuleMatchesTheSameElementsAsAStreamTarget() {
        let hidden = Rendering.text("<style>.a > .p span{display:none}</style>" + nested + "<p>after</p>")
        #expect(hidden == "after\n")
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="remove" targets=".a > .p span"></turbo-stream>"#, to: nested)
        #expect(outcome.errors.isEmpty)
        #expect(body == #"<div class="a"><div class="p"><div class="p"></div></div></div>"#)
    }

    @Test func styleRulesNowReadAttributeSelectorsAndKeepTheValidPartsOfAList() {
        let output = Rendering.text("""
            <style>[data-x]{display:none} a:hover, .gone{display:none} [title="a,b"], .also{display:none}</style>
            <p data-x>x</p><p class=gone>gone</p><p class=also>also</p><p title="a,b">t</p><p>kept</p>
            """)
        #expect(output == "kept\n")
    }

    @Test func specificityCountsAttributesAsClasses() {
        let sheet = StyleSheet(css: "[data-x]{display:block} p{display:none} #i{display:none} p[data-x][data-y]{display:block}")
        let document = HTMLParser.parse("<p data-x>a</p><p id=i data-x data-y>b</p>")
        let paragraphs = document.descendantElements.filter { $0.name == "p" }
        #expect(sheet.declarations(for: paragraphs[0]).hidden == false, "an attribute beats a tag")
        #expect(sheet.declarations(for: paragraphs[1]).hidden == true, "an id beats two attributes and a tag")
    }

    private static func nestedDivs(_ depth: Int) -> String {
        "<p>" + String(repeating: "<div>", count: depth) + "x" + String(repeating: "</div>", count: depth) + "</p>"
    }

    /// The backtracking matcher took 58 s on this through `--dump` (issue 14).
    @Test func manyDescendantCombinatorsOnDeepDivsAreFastAsAStreamTarget() {
        let page = Self.nestedDivs(400)
        let start = SystemMonotonicClock().now
        let (body, outcome) = CanonicalDOM.apply(#"<turbo-stream action="remove" targets="p div div div div"></turbo-stream>"#, to: page)
        let elapsed = SystemMonotonicClock().now - start
        #expect(outcome.errors.isEmpty)
        // `<p>` cannot hold `<div>` in HTML, so the divs follow an empty p: no div has a p ancestor.
        #expect(body.hasPrefix("<p></p><div><div>"))
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func manyDescendantCombinatorsMatchDeepDivsInPolynomialTime() throws {
        let document = HTMLParser.parse("<section>" + String(repeating: "<div>", count: 400) + "x")
        let start = SystemMonotonicClock().now
        let matched = try SelectorList(parsing: "section div div div div div div div div p").matchingElements(in: document)
        let some = try SelectorList(parsing: "section div div div div div div div div").matchingElements(in: document)
        let elapsed = SystemMonotonicClock().now - start
        #expect(matched.isEmpty)
        #expect(some.count == 400 - 7)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test func theSameShapeInAStyleRuleDoesNotHangTheRenderer() {
        let page = "<style>p div div div div p{display:none} section div div div div div{font-weight:bold}</style><section>"
            + String(repeating: "<div>", count: 400) + "deep"
        let start = SystemMonotonicClock().now
        let rendered = Rendering.page(page)
        let elapsed = SystemMonotonicClock().now - start
        let span = rendered.lines.flatMap(\.spans).first { $0.text == "deep" }
        #expect(span?.style.attributes.contains(.bold) == true)
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test func aSelectorOfTooManyCompoundsIsRefusedWithAReason() {
        let long = Array(repeating: "div", count: 300).joined(separator: " ")
        let error = #expect(throws: SelectorError.self) { try SelectorList(parsing: long) }
        #expect(error?.reason == "more than 256 compound selectors in a row")
    }
}
