import HTML
import Turbo
/// Keys while typing into a field. Every change is stored at once in the
/// page's values, so nothing typed depends on how editing ends.
package enum TypingKeys {
    package static func handleEditingKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect] {
        guard let inUse = browser.state.fieldInUse, var editor = inUse.editor, let page = browser.state.activePage,
              inUse.field(on: page) != nil else {
            browser.state.fieldInUse = nil
            return []
        }
        let element = inUse.element
        switch key {
        case .tab, .backTab:
            browser.state.fieldInUse = nil
            _ = browser.state.stacks[browser.state.activeStack].moveFocus(forward: key == .tab, onScreenOnly: false, rows: browser.state.activeArea.rows)
            return []
        case .control("e"):
            browser.state.fieldInUse = nil
            return [.editExternally(text: editor.text, browser.state.fieldReference(to: element))]
        default:
            break
        }
        switch editor.handle(key) {
        case .edited:
            browser.state.fieldInUse?.use = .typing(editor)
            browser.state.changeActivePage { $0.set(.text(editor.text), for: element) }
        case .ignored:
            break
        case .finished:
            browser.state.fieldInUse = nil
            // Enter in a one-line field submits implicitly, as in a browser; Esc only ends typing.
            if key == .enter, let form = FieldOwner.form(of: element, in: page.document) {
                return submitImplicitly(form, in: &browser)
            }
        }
        return []
    }

    private static func submitImplicitly(_ form: Element, in browser: inout Browser) -> [BrowserEffect] {
        switch ImplicitSubmission(form: form) {
        case .press(let button):
            return SubmitFlow.submit(form: form, submitter: button, in: &browser)
        case .submitWithoutButton:
            return SubmitFlow.submit(form: form, submitter: nil, in: &browser)
        case .disabledDefaultButton:
            browser.state.message = .info("Not sent: the form's button is disabled")
        case .tooManyFields:
            browser.state.message = .info("Not sent: this form has no button, and Enter sends only a form with one text field")
        }
        return []
    }
}
