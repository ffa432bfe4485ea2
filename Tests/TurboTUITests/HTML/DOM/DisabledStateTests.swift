import Foundation
import Testing
import HTML

/// HTML's disabled states of options and optgroups as the standard has them
/// now: an option's own state looks for its nearest optgroup (customizable
/// `<select>` lets it sit deeper, whatwg/html#11721), and `:disabled` also
/// takes in a disabled nearest ancestor select (whatwg/html#12205), while an
/// option's own state, which a form's data and selectedness read, does not.
@Suite("Disabled options and optgroups")
struct DisabledStateTests {
    private let document = HTMLParser.parse("""
        <select id=off disabled><option id=a>a</option><optgroup id=g><div><option id=b>b</option></div></optgroup></select>
        <select><optgroup id=g2 disabled><div><option id=c>c</option></div></optgroup><option id=d>d</option></select>
        <fieldset disabled><legend><select><option id=e>e</option></select></legend>
          <select><option id=f>f</option></select><datalist><option id=h>h</option></datalist></fieldset>
        """)

    private func element(_ id: String) -> Element {
        document.descendantElements.first { $0.attribute("id") == id }!
    }

    private func matches(_ selector: String) throws -> [String] {
        try SelectorList(parsing: selector).matchingElements(in: document).compactMap { $0.attribute("id") }
    }

    @Test func aDisabledSelectMakesItsOptionsActuallyDisabledButNotDisabledOptions() throws {
        #expect(try matches("option:disabled") == ["a", "b", "c", "f"])
        #expect(try matches("optgroup:disabled") == ["g", "g2"])
        #expect(try matches("option:enabled") == ["d", "e", "h"], "the first legend's select and a datalist are not disabled")
        #expect(!DisabledState.isDisabledOption(element("a")), "a form's data and selectedness read the option's own state")
        #expect(DisabledState.isActuallyDisabled(element("a")))
    }

    @Test func anOptionIsDisabledByItsNearestOptgroupEvenDeeperInside() {
        #expect(DisabledState.isDisabledOption(element("c")), "the optgroup's disabled reaches an option inside a div")
        #expect(!DisabledState.isDisabledOption(element("d")))
    }
}
