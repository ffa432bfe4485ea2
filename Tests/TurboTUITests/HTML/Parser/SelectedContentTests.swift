import Testing
import HTML

/// `<selectedcontent>` takes a copy of the selected option's content when the
/// parser pops that option (html5lib's webkit02 cases test the plain ones);
/// these are the cases around them: which option is selected, and which
/// selectedcontent is the select's.
@Suite("HTML parser: selectedcontent mirrors the selected option")
struct SelectedContentTests {
    /// The text of each `<selectedcontent>` in the page, in tree order.
    private static func mirrored(_ html: String) -> [String] {
        HTMLDocumentParser.parse(html).descendantElements
            .filter { $0.name == "selectedcontent" }
            .map(\.textContent)
    }

    private static let button = "<select><button><selectedcontent></selectedcontent></button>"

    @Test func theLastOptionMarkedSelectedWins() {
        #expect(Self.mirrored(Self.button + "<option selected>A</option><option>B</option><option selected>C</option></select>") == ["C"])
    }

    @Test func aDisabledFirstOptionIsPassedOver() {
        #expect(Self.mirrored(Self.button + "<option disabled>A</option><option>B</option></select>") == ["B"])
        #expect(Self.mirrored(Self.button + "<optgroup disabled><option>A</option></optgroup><option>B</option></select>") == ["B"])
    }

    @Test func aListBoxOrMultipleSelectShowsNothingUnlessMarked() {
        #expect(Self.mirrored("<select size=4><button><selectedcontent></selectedcontent></button><option>A</option></select>") == [""])
        #expect(Self.mirrored("<select size=4><button><selectedcontent></selectedcontent></button><option selected>A</option></select>") == ["A"])
        #expect(Self.mirrored("<select multiple><button><selectedcontent></selectedcontent></button><option selected>A</option></select>") == [""])
    }

    @Test func aSelectedcontentInsideAnOptionStaysAsWrittenAndTheNextOneMirrors() {
        let html = "<select><option>one<selectedcontent></selectedcontent></option>"
            + "<button><selectedcontent></selectedcontent></button><option selected>two</option></select>"
        #expect(Self.mirrored(html) == ["", "two"])
    }

    @Test func aSelectNestedInAnotherMirrorsNothing() {
        let html = "<select><svg><foreignObject><select><button><selectedcontent></button><option>x</option></select>"
        #expect(Self.mirrored(html) == [""])
    }

    @Test func optionsOfADatalistAreNotTheSelects() {
        #expect(Self.mirrored(Self.button + "<datalist><option>A</option></datalist><option>B</option></select>") == ["B"])
    }

    /// Each option's walk would cross the 20 000 divs: the shared budget
    /// bounds that work, and the first option, popped early, is mirrored.
    @Test func manyNodesBeforeManyOptionsCostAtMostTheBudget() {
        let html = Self.button + String(repeating: "<div>x</div>", count: 20_000)
            + String(repeating: "<option>o", count: 20_000) + "</select>"
        let start = ContinuousClock.now
        #expect(Self.mirrored(html) == ["o"])
        #expect(ContinuousClock.now - start < .seconds(10), "a debug build parses it in about a second")
    }

    @Test func aPageWithoutSelectedcontentKeepsItsOptionsAsTheyAre() {
        let document = HTMLDocumentParser.parse("<select><option>A<option selected>B</select>")
        #expect(document.descendantElements.filter { $0.name == "option" }.map(\.textContent) == ["A", "B"])
    }
}
