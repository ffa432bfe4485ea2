import Testing
import HTML

/// Matching work stays linear where the selector allows it (issue 33),
/// counted in compound tests rather than timed.
@Suite("Selector matching cost: linear chains, cached positions, a bounded :has()")
struct SelectorCostTests {
    private static func deepDivs(_ depth: Int) -> Document {
        HTMLParser.parse("<section>" + String(repeating: "<div>", count: depth) + "x")
    }

    /// Backtracking would try about 400^8 choices of ancestors here.
    @Test func aLongDescendantChainOnDeepDivsIsLinearPerElement() throws {
        let document = Self.deepDivs(400)
        let matching = SelectorMatching()
        let list = try SelectorList(parsing: "section div div div div div div div div p")
        #expect(list.matchingElements(in: document, matching: matching).isEmpty)
        // Each div's match fails on its compound `p` at once: one test per element.
        #expect(matching.compoundTests <= 410)
        let chain = SelectorMatching()
        let found = try SelectorList(parsing: "section div div div div div div div div").matchingElements(in: document, matching: chain)
        #expect(found.count == 400 - 7)
        // At most the selector's length times the depth per element.
        #expect(chain.compoundTests <= 405 * 9 * 400)
    }

    @Test func siblingChainsDoNotMultiplyTheirSearches() throws {
        let document = HTMLParser.parse("<ul>" + String(repeating: "<li>x</li>", count: 2000) + "</ul>")
        let matching = SelectorMatching()
        let none = try SelectorList(parsing: "p ~ li ~ li ~ li ~ li").matchingElements(in: document, matching: matching)
        #expect(none.isEmpty)
        // Naive retrying costs about n^4 / 24; restarting from the last `~` keeps it near 2n per element.
        #expect(matching.compoundTests < 5 * 2000 * 2000)
    }

    @Test func nthChildCountsEachParentOnce() throws {
        let rows = 4000
        let document = HTMLParser.parse("<table>" + String(repeating: "<tr><td>x</td></tr>", count: rows) + "</table>")
        let odd = try SelectorList(parsing: "tr:nth-child(odd)").matchingElements(in: document)
        #expect(odd.count == rows / 2)
        let last = try SelectorList(parsing: "tr:nth-last-child(-n+3):nth-of-type(n+3997)").matchingElements(in: document)
        #expect(last.count == 3)
    }

    @Test func aSingleCompoundHasIsAnsweredFromOneWalk() throws {
        let document = Self.deepDivs(300)
        let matching = SelectorMatching()
        let found = try SelectorList(parsing: "div:has(span), section:has(div)").matchingElements(in: document, matching: matching)
        #expect(found.map(\.name) == ["section"])
        #expect(matching.relativeTests == 0, "the index needs no candidate tests")
        // Testing each div's subtree would be 300 * 300 / 2 compound tests.
        #expect(matching.compoundTests < 10 * 300)
    }

    @Test func aComplexHasStopsAtItsBudget() throws {
        let document = Self.deepDivs(300)
        let matching = SelectorMatching(relativeBudget: 5000)
        let found = try SelectorList(parsing: "div:has(div div span)").matchingElements(in: document, matching: matching)
        #expect(found.isEmpty)
        #expect(matching.relativeBudgetRanOut)
        #expect(matching.relativeTests == 5000)
        let enough = SelectorMatching()
        let all = try SelectorList(parsing: "div:has(> div > div)").matchingElements(in: document, matching: enough)
        #expect(all.count == 298)
        #expect(!enough.relativeBudgetRanOut)
        // A child chain looks two levels down, not at the whole subtree.
        #expect(enough.relativeTests <= 2 * 300)
    }

    @Test func hasWithSiblingsLooksOnlyWhereItsCombinatorsReach() throws {
        let document = HTMLParser.parse("<ul>" + String(repeating: "<li>x</li>", count: 1000) + "<li class=end>e</li></ul>")
        let matching = SelectorMatching()
        let next = try SelectorList(parsing: "li:has(+ .end)").matchingElements(in: document, matching: matching)
        #expect(next.count == 1)
        #expect(matching.relativeTests <= 1001, "one sibling each")
    }
}
