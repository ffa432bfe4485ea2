/// Keys that belong to forms outside typing: Space on a checkbox or radio,
/// Ctrl-E for `$EDITOR`, and the answers to a yes/no question.
package enum FocusedFieldKeys {
    /// Space toggles a focused checkbox or radio (elsewhere it scrolls).
    package static func handleFocusedFieldKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect]? {
        guard let page = browser.state.activePage, let index = page.focusedField else { return nil }
        let field = page.rendered.fields[index]
        switch (key, field.kind) {
        case (.character(" "), .checkbox), (.character(" "), .radio):
            return browser.use(field: index)
        default:
            return nil
        }
    }

    /// Ctrl-E: the focused text field or text box in `$VISUAL`/`$EDITOR`.
    package static func editFocusedFieldExternally(in browser: inout Browser) -> [BrowserEffect] {
        guard let page = browser.state.activePage, let index = page.focusedField else {
            browser.state.message = .info("Ctrl-E edits a text field: focus one with Tab first")
            return []
        }
        let field = page.rendered.fields[index]
        guard [.text, .password, .textarea].contains(field.kind), !field.isDisabled,
              !field.element.hasAttribute("readonly") else {
            browser.state.message = .info("Only a text field can be edited in $EDITOR")
            return []
        }
        var text = ""
        if case .text(let value)? = page.currentValue(of: field.element) { text = value }
        return [.editExternally(text: text, browser.state.fieldReference(to: field.element))]
    }

    /// y answers yes; n or Esc answers no, and no sends nothing.
    package static func handle(_ key: Key, answering question: Question, in browser: inout Browser) -> [BrowserEffect] {
        switch key {
        case .character("y"), .character("Y"):
            browser.state.overlay = nil
            switch question.action {
            case .submit(let prepared): return SubmitFlow.send(prepared, in: &browser)
            case .quit: browser.state.exit = .quit
            case .closeTab(let id): return TabActions.closeNow(id, in: &browser)
            case .clearTab(let id): return TabActions.clearNow(id, in: &browser)
            }
        case .character("n"), .character("N"), .escape:
            browser.state.overlay = nil
            browser.state.message = .info("Nothing was sent")
            if case .submit = question.action {} else { browser.state.message = nil }
        case .control("c"):
            browser.state.exit = .quit
        default:
            break
        }
        return []
    }
}
