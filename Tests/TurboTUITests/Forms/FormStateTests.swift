import Foundation
import Testing
@testable import TurboTUI

/// What the UI draws for each field: the edit, else the page's default.
@Suite("Form state: current field values for the UI")
struct FormStateTests {
    @Test func defaultsAndEditsPerKindOfField() {
        let page = FormPage(#"<form><input id="t" name="t" value="a&#10;b"><textarea id="x">one&#13;&#10;two</textarea>"#
            + #"<input type="radio" id="r1" name="r" checked><input type="radio" id="r2" name="r">"#
            + #"<select id="s" multiple><option selected>a</option><option>b</option><option selected>c</option></select>"#
            + #"<input type="file" id="f"><button id="b">go</button><fieldset disabled><input id="d"></fieldset></form>"#)
        var values = FormValues()
        values[page.element("r2")] = .checked(true)
        let state = FormState(form: page.form, values: values)
        #expect(state.value(of: page.element("t")) == .text("ab"))
        #expect(state.value(of: page.element("x")) == .text("one\ntwo"))
        #expect(state.value(of: page.element("r1")) == .checked(false))
        #expect(state.value(of: page.element("r2")) == .checked(true))
        #expect(state.value(of: page.element("s")) == .selected([0, 2]))
        #expect(state.value(of: page.element("f")) == .files([]))
        #expect(state.value(of: page.element("b")) == nil)
        #expect(state.isDisabled(page.element("d")))
        #expect(!state.isDisabled(page.element("t")))
        #expect(state.fields.map { $0.id ?? "" } == ["t", "x", "r1", "r2", "s", "f", "b", "d"])
    }
}
