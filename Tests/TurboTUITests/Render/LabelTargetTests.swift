import Foundation
import Testing
import Render

/// The text of a `<label>` knows its control: by `for`, or the control
/// inside it, as HTML decides. The dump does not change.
@Suite("Labels and their controls")
struct LabelTargetTests {
    static func spans(_ page: RenderedPage, _ text: String) -> [Span] {
        page.lines.flatMap(\.spans).filter { $0.text == text }
    }

    @Test func aLabelForAnIdMarksItsTextAndItsField() throws {
        let page = Rendering.page(#"<p><label for=t>Title</label><br><input id=t name=t></p>"#)
        #expect(page.fields.map(\.labels) == [[0]])
        let title = try #require(Self.spans(page, "Title").first)
        #expect(title.style.label == 0)
        #expect(title.style.role == .text, "a label looks like text")
        #expect(page.lines.flatMap(\.spans).first { $0.field == 0 }?.style.label == nil, "the field itself is not label text")
    }

    @Test func aControlInsideItsLabelIsLabelledAndStyledTextKeepsTheMark() {
        let page = Rendering.page(#"<label><input type=hidden name=h><input type=checkbox name=c> Remember <b>me</b></label> <input name=other>"#)
        #expect(page.fields.map(\.labels) == [[0], []], "the hidden input is not labelable; the checkbox is")
        #expect(Self.spans(page, "me").first?.style.label == 0)
        #expect(Self.spans(page, "me").first?.style.attributes.contains(.bold) == true)
    }

    @Test func forWinsOverANestedControlAndMustNameALabelableElement() {
        let page = Rendering.page("""
            <label for=b>B <input name=a id=a></label> <input name=b id=b>
            <label for=p>P</label><p id=p>not a control</p>
            <div id=x></div><label for=x>X</label><input id=x name=x>
            """)
        #expect(page.fields.map(\.labels) == [[], [0], []], "for=b labels b; for=p and for=x (a div first) label nothing")
    }

    @Test func twoLabelsForOneFieldAndLabelsInTableCells() {
        let page = Rendering.page("""
            <table><tr><td><label for=a>Name</label><td><input id=a name=a><td><label for=a>(required)</label></table>
            """)
        #expect(page.fields.map(\.labels) == [[0, 1]])
        #expect(Self.spans(page, "Name").first?.style.label == 0)
        #expect(Self.spans(page, "(required)").first?.style.label == 1)
    }

    @Test func theDumpIsTheSameAsWithoutLabels() {
        let labelled = #"<form><p><label for=t>Title</label><br><input id=t></p><label><input type=checkbox> Keep <i>me</i> signed in</label></form>"#
        let plain = labelled.replacingOccurrences(of: "<label for=t>", with: "<span>").replacingOccurrences(of: "<label>", with: "<span>")
            .replacingOccurrences(of: "</label>", with: "</span>")
        #expect(Rendering.text(labelled) == Rendering.text(plain))
        #expect(Rendering.text(labelled, width: 12) == Rendering.text(plain, width: 12))
    }
}
