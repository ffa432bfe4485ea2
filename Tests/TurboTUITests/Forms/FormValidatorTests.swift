import Foundation
import Testing
import Turbo

/// Checks before sending: each failure names the field as the user sees it
/// and points at its element so the UI can focus it.
@Suite("Form validation before sending")
struct FormValidatorTests {
    private func failures(_ body: String, submitter: String? = nil, edit: (FormPage, inout FormValues) -> Void = { _, _ in })
        -> [String] {
        let page = FormPage(body)
        var values = FormValues()
        edit(page, &values)
        return FormValidator.failures(form: page.form, submitter: submitter.map(page.element), values: values).map(\.description)
    }

    @Test func requiredFieldsNameTheirLabel() {
        let form = #"<form><label for="t">Title:</label><input id="t" name="post[title]" required>"#
            + #"<label>Body <textarea name="post[body]" required></textarea></label>"#
            + #"<input name="nick" placeholder="Nickname" required><input name="bare" required></form>"#
        #expect(failures(form) == ["Title: Please fill out this field.", "Body: Please fill out this field.",
                                   "Nickname: Please fill out this field.", "bare: Please fill out this field."])
    }

    @Test func typedTextSatisfiesRequired() {
        let form = #"<form><input id="t" name="t" required></form>"#
        #expect(failures(form) { page, values in values[page.element("t")] = .text("x") }.isEmpty)
    }

    @Test func failureCarriesTheElementToFocus() {
        let page = FormPage(#"<form><input name="a" value="ok" required><input id="b" name="b" required></form>"#)
        let found = FormValidator.failures(form: page.form)
        #expect(found.count == 1)
        #expect(found.first?.element === page.element("b"))
    }

    @Test func checkboxesRadiosSelectsAndFiles() {
        let form = #"<form><input type="checkbox" name="terms" required>"#
            + #"<input type="radio" name="size" value="s" required><input type="radio" name="size" value="m">"#
            + #"<select name="colour" required><option value="">Choose…</option><option>Red</option></select>"#
            + #"<input type="file" name="upload" required></form>"#
        #expect(failures(form) == ["terms: Please check this box if you want to proceed.", "size: Please select one of these options.",
                                   "colour: Please select an item in the list.", "upload: Please select a file."])
    }

    @Test func lengthIsCheckedOnlyOnWhatTheUserTyped() {
        let form = #"<form><input id="n" name="name" maxlength="3" minlength="2" value="toolong"></form>"#
        #expect(failures(form).isEmpty)
        #expect(failures(form) { page, values in values[page.element("n")] = .text("abcd") }
            == ["name: Please shorten this text to 3 characters or less (you are currently using 4 characters)."])
        #expect(failures(form) { page, values in values[page.element("n")] = .text("é") }
            == ["name: Please lengthen this text to 2 characters or more (you are currently using 1 characters)."])
    }

    @Test func patternMustMatchTheWholeValue() {
        let form = #"<form><input id="z" name="zip" pattern="[0-9]{5}" title="five digits"></form>"#
        #expect(failures(form) { page, values in values[page.element("z")] = .text("123456") }
            == ["zip: Please match the requested format: five digits."])
        #expect(failures(form) { page, values in values[page.element("z")] = .text("12345") }.isEmpty)
        #expect(failures(form).isEmpty)
    }

    @Test func emailURLAndNumberSyntax() {
        let form = #"<form><input type="email" id="e" name="email"><input type="url" id="u" name="site"><input type="number" id="n" name="age"></form>"#
        let bad = failures(form) { page, values in
            values[page.element("e")] = .text("not an address")
            values[page.element("u")] = .text("example.com")
            values[page.element("n")] = .text("twelve")
        }
        #expect(bad == ["email: Please enter an email address.", "site: Please enter a URL.", "age: Please enter a number."])
        let good = failures(form) { page, values in
            values[page.element("e")] = .text("ann@example.com")
            values[page.element("u")] = .text("https://example.com")
            values[page.element("n")] = .text("12")
        }
        #expect(good.isEmpty)
    }

    @Test func minAndMax() {
        let form = #"<form><input type="number" id="n" name="qty" min="1" max="10"><input type="date" id="d" name="day" min="2024-01-01"></form>"#
        #expect(failures(form) { page, values in
            values[page.element("n")] = .text("11")
            values[page.element("d")] = .text("2023-12-31")
        } == ["qty: Value must be less than or equal to 10.", "day: Value must be 2024-01-01 or later."])
        #expect(failures(form) { page, values in values[page.element("n")] = .text("0") }
            == ["qty: Value must be greater than or equal to 1."])
    }

    @Test func disabledReadonlyAndHiddenFieldsAreNotChecked() {
        let form = #"<form><input name="a" required disabled><input name="b" required readonly><input type="hidden" name="c" required>"#
            + #"<fieldset disabled><input name="d" required></fieldset></form>"#
        #expect(failures(form).isEmpty)
    }

    @Test func novalidateAndFormnovalidateSkipEverything() {
        #expect(failures(#"<form novalidate><input name="a" required></form>"#).isEmpty)
        #expect(failures(#"<form><input name="a" required><button id="s" formnovalidate>Save draft</button></form>"#, submitter: "s").isEmpty)
        #expect(failures(#"<form><input name="a" required><button id="s">Save</button></form>"#, submitter: "s").count == 1)
    }
}
