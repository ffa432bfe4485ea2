import Testing
import HTML
import Turbo

/// `data-turbo-frame` on a form (or its submitter) names the frame its answer
/// fills; `_self` and `_parent` are relative to the frame around the form.
@Suite("A form's frame target")
struct FormFrameTargetTests {
    private let document = HTMLParser.parse("""
        <turbo-frame id=outer><turbo-frame id=inner>
        <form id=parent data-turbo-frame=_parent><button id=self data-turbo-frame=_self>go</button></form>
        </turbo-frame></turbo-frame>
        <turbo-frame id=top><form id=lonely data-turbo-frame=_parent></form></turbo-frame>
        """)

    private func element(_ id: String) -> Element {
        document.descendantElements.first { $0.attribute("id") == id }!
    }

    @Test func parentIsTheFrameAroundTheEnclosingOne() {
        #expect(FormFrameTarget(form: element("parent"), submitter: nil) == .frame(id: "outer"))
        #expect(FormFrameTarget(form: element("lonely"), submitter: nil) == .page, "no frame around the enclosing one: the page")
    }

    @Test func selfOnTheSubmitterIsTheEnclosingFrame() {
        #expect(FormFrameTarget(form: element("parent"), submitter: element("self")) == .frame(id: "inner"))
    }
}
