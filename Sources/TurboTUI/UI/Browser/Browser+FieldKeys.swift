/// Keys that belong to forms outside typing: Space on a checkbox or radio,
/// Ctrl-E for `$EDITOR`, and the answers to a yes/no question.
extension Browser {
    /// Space toggles a focused checkbox or radio (elsewhere it scrolls).
    mutating func handleFocusedFieldKey(_ key: Key) -> [BrowserEffect]? {
        guard let page = state.activePage, let index = page.focusedField else { return nil }
        let field = page.rendered.fields[index]
        switch (key, field.kind) {
        case (.character(" "), .checkbox), (.character(" "), .radio):
            return activate(field: index)
        default:
            return nil
        }
    }

    /// Ctrl-E: the focused text field or text box in `$VISUAL`/`$EDITOR`.
    mutating func editFocusedFieldExternally() -> [BrowserEffect] {
        guard let page = state.activePage, let index = page.focusedField else {
            state.message = .info("Ctrl-E edits a text field: focus one with Tab first")
            return []
        }
        let field = page.rendered.fields[index]
        guard [.text, .password, .textarea].contains(field.kind), !field.isDisabled,
              !field.element.hasAttribute("readonly") else {
            state.message = .info("Only a text field can be edited in $EDITOR")
            return []
        }
        var text = ""
        if case .text(let value)? = page.currentValue(of: field.element) { text = value }
        return [.editExternally(text: text, reference(to: field.element))]
    }

    /// y answers yes; n or Esc answers no, and no sends nothing.
    mutating func handle(_ key: Key, answering question: Question) -> [BrowserEffect] {
        switch key {
        case .character("y"), .character("Y"):
            state.overlay = nil
            switch question.action {
            case .submit(let prepared): return send(prepared)
            case .quit: state.exit = .quit
            case .closeTab(let id): return TabActions.closeNow(id, in: &self)
            case .clearTab(let id): return TabActions.clearNow(id, in: &self)
            }
        case .character("n"), .character("N"), .escape:
            state.overlay = nil
            state.message = .info("Nothing was sent")
            if case .submit = question.action {} else { state.message = nil }
        case .control("c"):
            state.exit = .quit
        default:
            break
        }
        return []
    }
}
