import Foundation
import Testing
import Turbo

/// The form data set against what Chromium's `FormData` held for the same
/// page (Fixtures/forms): field kinds, tree order, owners, disabled
/// fieldsets, selects, radios, the submitter, and the user's edits.
@Suite("Form data set: same entries as a browser's FormData")
struct FormDataSetTests {
    let browser: BrowserFormData

    init() throws {
        browser = try BrowserFormData.load()
    }

    private func expectEntries(_ key: String, form: String, submitter: String? = nil, values: FormValues = FormValues(),
                               style: FormDataStyle = .turbo, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let expected = browser[key] else {
            Issue.record("no case \(key) in the fixture", sourceLocation: sourceLocation)
            return
        }
        let entries = FormDataSet.entries(form: browser.element(form), submitter: submitter.map(browser.element),
                                          values: values, style: style)
        #expect(entries.map(\.name) == expected.entries.map(\.name), sourceLocation: sourceLocation)
        #expect(entries == expected.entries, sourceLocation: sourceLocation)
    }

    @Test func everyKindOfFieldWithTurbosSubmitterLast() {
        expectEntries("basic-turbo-save", form: "basic", submitter: "basic-save")
    }

    @Test func submitInputWithoutValueSendsAnEmptyValueAsTurboDoes() {
        expectEntries("basic-turbo-go", form: "basic", submitter: "basic-go")
    }

    @Test func submitterWithoutNameAddsNothing() {
        expectEntries("basic-turbo-anon", form: "basic", submitter: "basic-anon")
    }

    @Test func browserStylePutsTheSubmitterInTreeOrder() {
        expectEntries("basic-browser-save", form: "basic", submitter: "basic-save", style: .browser)
    }

    @Test func fieldsOutsideTheFormJoinByFormAttribute() {
        expectEntries("owner-turbo", form: "owner")
    }

    @Test func fileInputsWithAndWithoutAFile() {
        var values = FormValues()
        values[browser.element("multipart-doc")] = .files([BrowserFormData.chosenFile])
        expectEntries("multipart-turbo", form: "multipart", submitter: "multipart-submit", values: values)
    }

    /// The same edits the page's script makes, given as `FormValues`.
    private var edits: FormValues {
        var values = FormValues()
        values[browser.element("edited-text")] = .text("a\r\nb\rc\nd")
        values[browser.element("edited-field")] = .text("typed\nvalue")
        values[browser.element("edited-box")] = .checked(false)
        values[browser.element("edited-r2")] = .checked(true)
        values[browser.element("edited-s")] = .selected([2])
        values[browser.element("edited-n")] = .text("12")
        return values
    }

    @Test func userEditsOverrideThePagesValues() {
        expectEntries("edited-turbo", form: "edited", values: edits)
    }

    @Test func imageButtonSubmitsCoordinatesInABrowserSubmission() {
        expectEntries("edited-browser-image", form: "edited", submitter: "edited-image", values: edits, style: .browser)
    }

    @Test func editsLeaveTheDocumentUntouched() {
        _ = FormDataSet.entries(form: browser.element("edited"), values: edits)
        #expect(browser.element("edited-field").attribute("value") == "default")
        #expect(browser.element("edited-box").hasAttribute("checked"))
    }
}
