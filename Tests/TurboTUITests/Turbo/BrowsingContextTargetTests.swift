import Foundation
import Testing
import HTML
import Turbo

/// HTML's rules for choosing where a target sends a load, for a top-level page.
@Suite("Browsing context targets")
struct BrowsingContextTargetTests {
    private let document = HTMLParser.parse("""
        <a id=a href=/x>a</a><form id=f target=Panel><button id=b formtarget=_blank>b</button><button id=c>c</button></form>
        <iframe name=panel></iframe><iframe name=Panel></iframe>
        """)

    private func element(_ id: String) -> Element {
        document.descendantElements.first { $0.attribute("id") == id }!
    }

    @Test func theKeywordsAndEmptyNamesAreThePageOrANewTab() {
        for name in [nil, "", "_self", "_parent", "_top", "_TOP"] {
            #expect(BrowsingContextTarget(name: name, in: document) == .current, "\(name ?? "nil")")
        }
        #expect(BrowsingContextTarget(name: "_blank", in: document) == .newTab)
    }

    @Test func aNameIsAnIframeOfThatExactNameElseANewTab() throws {
        let iframes = document.descendantElements.filter { $0.name == "iframe" }
        #expect(BrowsingContextTarget(name: "panel", in: document) == .iframe(iframes[0]))
        #expect(BrowsingContextTarget(name: "Panel", in: document) == .iframe(iframes[1]), "names match case-sensitively")
        #expect(BrowsingContextTarget(name: "elsewhere", in: document) == .newTab)
    }

    @Test func aSubmittersFormtargetWinsOverItsFormsTarget() {
        let form = element("f")
        #expect(BrowsingContextTarget.of(form: form, submitter: element("b"), in: document) == .newTab)
        let iframe = document.descendantElements.filter { $0.name == "iframe" }[1]
        #expect(BrowsingContextTarget.of(form: form, submitter: element("c"), in: document) == .iframe(iframe))
        #expect(BrowsingContextTarget.of(link: element("a"), in: document) == .current)
    }
}
