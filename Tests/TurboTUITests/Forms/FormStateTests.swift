import Foundation
import Testing
import Turbo

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

    /// Each option was once checked against every selected one: 5,000 options
    /// took 7.7 s to open and 100,000 never did. Quadratic work on 100,000
    /// options would far outrun the limit (about 50 minutes); the limit is
    /// wide because the whole suite runs beside it on two cores (3.4 s alone
    /// in a debug build, over a minute once in a clean-clone run).
    @Test(.timeLimit(.minutes(5))) func aSelectWithAHundredThousandOptionsReadsAtOnce() {
        let options = (0..<100_000).map { "<option\($0 % 2 == 0 ? " selected" : "")>\($0)</option>" }.joined()
        let page = FormPage(#"<form><select id="s" multiple>"# + options + "</select></form>")
        let state = FormState(form: page.form, values: FormValues())
        #expect(state.value(of: page.element("s")) == .selected(Array(stride(from: 0, to: 100_000, by: 2))))
    }
}
