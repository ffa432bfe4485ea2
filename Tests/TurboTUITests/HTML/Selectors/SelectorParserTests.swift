import Testing
import HTML

/// The parser of Selectors Level 4 (issue 33): what it reads, and the
/// messages of what it refuses.
@Suite("Selector parser: An+B, forgiving lists and refusals")
struct SelectorParserTests {
    private func reason(_ selector: String) -> String? {
        do {
            _ = try SelectorList(parsing: selector)
            return nil
        } catch {
            return error.reason
        }
    }

    private func nth(_ argument: String) throws -> NthPattern? {
        let list = try SelectorList(parsing: ":nth-child(\(argument))")
        guard case .nthChild(let pattern, nil, false)? = list.selectors.first?.subject.pseudoClasses.first else { return nil }
        return pattern
    }

    @Test func anPlusBForms() throws {
        #expect(try nth("odd") == NthPattern(step: 2, offset: 1))
        #expect(try nth("EVEN") == NthPattern(step: 2, offset: 0))
        #expect(try nth("-n+3") == NthPattern(step: -1, offset: 3))
        #expect(try nth("+5") == NthPattern(step: 0, offset: 5))
        #expect(try nth("-5") == NthPattern(step: 0, offset: -5))
        #expect(try nth(" 2n + 1 ") == NthPattern(step: 2, offset: 1))
        #expect(try nth("2n- 1") == NthPattern(step: 2, offset: -1))
        #expect(try nth("n-1") == NthPattern(step: 1, offset: -1))
        #expect(try nth("+n") == NthPattern(step: 1, offset: 0))
        #expect(try nth("-N") == NthPattern(step: -1, offset: 0))
        #expect(try nth("0n+0") == NthPattern(step: 0, offset: 0))
    }

    @Test func badAnPlusBIsAnError() {
        for bad in ["+ n", "- 5", "2 n", "n + -1", "2n+", "odd + 1", "3.5", "nn", "", "2n1"] {
            #expect(reason(":nth-child(\(bad))") != nil, "\(bad)")
        }
        #expect(reason(":nth-child(+ n)") == "a sign must touch the number or \"n\" it signs")
    }

    @Test func patternsMatchTheirPositions() {
        #expect((1...10).filter(NthPattern(step: -1, offset: 3).matches) == [1, 2, 3])
        #expect((1...10).filter(NthPattern(step: 3, offset: -1).matches) == [2, 5, 8])
        #expect((1...10).filter(NthPattern(step: 0, offset: 4).matches) == [4])
        #expect((1...10).filter(NthPattern(step: -2, offset: 0).matches) == [])
    }

    @Test func pseudoElementsAreRefusedByName() {
        #expect(reason("p::before") == "the pseudo-element \"::before\" is not supported: it selects part of an element's rendering, not an element")
        #expect(reason("p:after") == "\":after\" is the old spelling of the pseudo-element \"::after\", which is not supported: it selects part of an element's rendering, not an element")
        #expect(reason("p::first-line")?.hasPrefix("the pseudo-element \"::first-line\"") == true)
        #expect(reason(":is(p::marker)") == nil, "a forgiving list drops it")
        #expect(reason(":not(p::marker)") != nil)
    }

    @Test func dynamicStatesAreRefusedWithWhatTheyFollow() {
        let expected = [
            "hover": "the pointer", "focus": "the focus", "active": "the pointer", "visited": "the browsing history",
            "focus-within": "the focus", "focus-visible": "the focus",
        ]
        for (name, thing) in expected {
            #expect(reason("a:\(name)") == "the pseudo-class \":\(name)\" is not supported: it follows \(thing), which a static document does not have")
        }
        #expect(reason("a:HOVER")?.contains("\":hover\"") == true, "names are case-insensitive")
    }

    @Test func otherErrorsSayWhatIsWrong() {
        #expect(reason("p:frobnicate") == "unknown pseudo-class \":frobnicate\"")
        #expect(reason("p:not") == "\":not()\" needs an argument in parentheses")
        #expect(reason("p:root(1)") == "\":root\" takes no argument")
        #expect(reason(":has(:has(a))") == "\":has()\" cannot be used inside \":has()\"")
        #expect(reason(":is(:has(a))") == nil, "a forgiving list drops the nested :has()")
        #expect(reason("svg|rect")?.hasPrefix("namespace prefixes") == true)
        #expect(reason("[x=y q]") == "an attribute selector's flag is \"i\" or \"s\"")
        #expect(reason(":dir(up)") == "\":dir()\" takes \"ltr\" or \"rtl\"")
        #expect(reason(":not(a") == "\")\" is missing after \":not(\"")
        #expect(reason(String(repeating: ":not(", count: 40) + "a" + String(repeating: ")", count: 40))
            == "pseudo-classes nested more than 32 deep")
        #expect(reason(".1a") != nil && reason("#1a") != nil, "names cannot start with a digit")
    }

    @Test func forgivingListsKeepWhatParses() throws {
        let list = try SelectorList(parsing: ":is(a:hover, p, ::before, [x=\"a,b\"], li)")
        guard case .isAny(let kept)? = list.selectors.first?.subject.pseudoClasses.first else {
            Issue.record("not an :is()")
            return
        }
        #expect(kept.count == 3)
        let document = HTMLParser.parse("<p>a</p><li>b</li><a x='a,b'>c</a><div>d</div>")
        #expect(list.matchingElements(in: document).map(\.name) == ["p", "li", "a"])
        #expect(try SelectorList(parsing: ":where(:hover)").matchingElements(in: document).isEmpty, "an empty list matches nothing")
        #expect(try SelectorList(parsing: ":is()").matchingElements(in: document).isEmpty)
        #expect(reason(":not(:hover, p)") != nil, ":not() is not forgiving")
    }

    @Test func aStyleRuleKeepsTheSelectorsThatParse() {
        let list = SelectorList(keepingValidSelectorsOf: "a:hover, p) b, li:nth-child(2), p::before, :is(:focus, em)")
        #expect(list.selectors.count == 2)
    }

    @Test func escapesAndStrings() throws {
        let document = HTMLParser.parse(#"<p id="123" class="a:b" title='say "hi"'>x</p>"#)
        #expect(try SelectorList(parsing: #"#\31 23"#).matchingElements(in: document).count == 1)
        #expect(try SelectorList(parsing: #".a\:b"#).matchingElements(in: document).count == 1)
        #expect(try SelectorList(parsing: #"[title="say \"hi\""]"#).matchingElements(in: document).count == 1)
        #expect(try SelectorList(parsing: "p/* a comment */ > /**/ b, p").matchingElements(in: document).count == 1)
    }

    @Test func specificityFollowsSelectors4() throws {
        func specificity(_ text: String) throws -> [Int] {
            let value = try SelectorList(parsing: text).selectors[0].specificity
            return [value.ids, value.classes, value.types]
        }
        #expect(try specificity(":is(#a, p)") == [1, 0, 0])
        #expect(try specificity(":where(#a) p") == [0, 0, 1])
        #expect(try specificity("li:nth-child(2n of .x)") == [0, 2, 1])
        #expect(try specificity(":not(.a, b) :has(> #c)") == [1, 1, 0])
        #expect(try specificity("a[href]:first-child") == [0, 2, 1])
    }
}
